import type { Division, Site } from '../../../contracts/customers/entities';
import { useQuery } from '../../kit/use-query';

const none: { divisions: Division[]; sites: Site[]; client_since: string | null } = {
  divisions: [],
  sites: [],
  client_since: null,
};

/**
 * The divisions and locations of one customer, for the selects of the location, contact and employee forms, and
 * the day it became a client, which an employee's start date may not precede.
 * Reference data for a form's choices, read once per customer; the record itself lives in the record machine.
 */
export function useEmployerParts(employerId: number) {
  const known = Number.isInteger(employerId) && employerId > 0;
  const parts = useQuery('customers.parts', known ? employerId : undefined);
  return known && parts.data ? parts.data : none;
}
