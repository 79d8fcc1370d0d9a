import { useEffect, useState } from 'react';
import type { Division, Site } from '../../contracts/customers/entities';
import { customersApi } from '../../services/customers-api';

/**
 * The divisions and locations of one customer, for the selects of the location, contact and employee forms.
 * Reference data for a form's choices, read once per customer; the record itself lives in the record machine.
 */
export function useEmployerParts(employerId: number) {
  const [parts, setParts] = useState<{ divisions: Division[]; sites: Site[] }>({ divisions: [], sites: [] });
  useEffect(() => {
    if (!Number.isInteger(employerId) || employerId <= 0) return;
    const controller = new AbortController();
    void customersApi.summary(employerId, { signal: controller.signal, quiet: true }).then((r) => {
      if (r.kind === 'ok') setParts({ divisions: r.data.divisions, sites: r.data.sites });
    });
    return () => controller.abort();
  }, [employerId]);
  return parts;
}
