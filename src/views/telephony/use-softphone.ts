import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { callFlowMachine, softphoneMachine } from './softphone-machine';

export type SoftphoneRef = Actor<ReturnType<typeof softphoneMachine>>;

export const SoftphoneContext = createContext<SoftphoneRef | null>(null);

export const useSoftphone = (): SoftphoneRef => {
  const ref = useContext(SoftphoneContext);
  if (!ref) throw new Error('useSoftphone needs the softphone dock');
  return ref;
};

export type CallFlowRef = Actor<typeof callFlowMachine>;

export const CallFlowContext = createContext<CallFlowRef | null>(null);

export const useCallFlow = (): CallFlowRef => {
  const ref = useContext(CallFlowContext);
  if (!ref) throw new Error('useCallFlow needs the softphone dock');
  return ref;
};
