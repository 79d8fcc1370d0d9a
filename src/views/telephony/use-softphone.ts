import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { callCaseMachine } from '../../machines/call-case.machine';
import type { telephonyMachine } from '../../machines/telephony.machine';

export type SoftphoneRef = ActorRefFrom<typeof telephonyMachine>;

export const SoftphoneContext = createContext<SoftphoneRef | null>(null);

export const useSoftphone = (): SoftphoneRef => {
  const ref = useContext(SoftphoneContext);
  if (!ref) throw new Error('useSoftphone needs the softphone dock');
  return ref;
};

export type CallFlowRef = ActorRefFrom<typeof callCaseMachine>;

export const CallFlowContext = createContext<CallFlowRef | null>(null);

export const useCallFlow = (): CallFlowRef => {
  const ref = useContext(CallFlowContext);
  if (!ref) throw new Error('useCallFlow needs the softphone dock');
  return ref;
};
