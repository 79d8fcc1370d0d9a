import {
  queueSetupPaths as paths,
  type QueueSetupList,
  type QueueSetupSaveRequest,
} from '../../contracts/telephony/queue-setup';
import type { QueueOverflow } from '../../contracts/telephony/callbacks';
import { post } from '../http';

export const queueSetupApi = {
  list: (options: { signal?: AbortSignal } = {}) => post<QueueSetupList>(paths.list, {}, options),
  save: (body: QueueSetupSaveRequest, options: { signal?: AbortSignal } = {}) =>
    post<QueueOverflow>(paths.save, body, options),
};
