import { callbackPaths as paths, type CallbackTaken } from '../../contracts/telephony/callbacks';
import { post } from '../http';

/** The agent's answer to a callback offer in the dock (issue 39). */
export const callbackApi = {
  take: (callbackId: number) => post<CallbackTaken>(paths.take, { callback_id: callbackId }),
  decline: (callbackId: number) => post<null>(paths.decline, { callback_id: callbackId }),
};
