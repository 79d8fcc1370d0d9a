import { customersApi } from '../../services/customers-api';
import { debugApi } from '../../services/debug-api';
import { unwrap } from '../../services/http-result';
import { salesApi } from '../../services/sales-api';
import { telephonyApi } from '../../services/telephony/telephony-api';

type Signal = AbortSignal | undefined;

/** Reads of the customers, sales and debug screens by name; each answers its data or throws HttpError. */
export const areaReads = {
  'customers.employers': async (_: null, signal: Signal) => unwrap(await customersApi.employers({ signal })),
  'customers.summary': async (employerId: number, signal: Signal) =>
    unwrap(await customersApi.summary(employerId, { signal })),
  // The selects of a record form: reference data, so a failure leaves them empty without a toast.
  'customers.parts': async (employerId: number, signal: Signal) => {
    const summary = unwrap(await customersApi.summary(employerId, { signal, quiet: true }));
    return { divisions: summary.divisions, sites: summary.sites };
  },
  'sales.history': async (_: null, signal: Signal) => unwrap(await salesApi.history({ signal })),
  'debug.access': async (_: null) => unwrap(await debugApi.access()),
  'debug.team': async (_: null) => unwrap(await debugApi.team()),
  'telephony.callLog': async (_: null) => unwrap(await telephonyApi.callLog()),
};
