import {
  serviceLevelPath,
  type ServiceLevelReport,
  type ServiceLevelRequest,
} from '../../contracts/telephony/service-level';
import { post } from '../http';

export const serviceLevelApi = {
  report: (body: ServiceLevelRequest = {}, options: { signal?: AbortSignal } = {}) =>
    post<ServiceLevelReport>(serviceLevelPath, body, options),
};
