import type { Envelope } from '../../src/contracts/envelope';

export const ok = <T>(data: T, msg = ''): Envelope<T> => ({ errCode: 0, msg, data });
