import { z } from 'zod';

/** The range of a PostgreSQL integer column, which holds every id and count the service stores. */
export const int4Min = -2147483648;
export const int4Max = 2147483647;
export const int4Message = `Must be a whole number from ${int4Min} to ${int4Max}`;

/**
 * The one builder for a whole number that is stored (ids, references, counts, minutes). Past the column's range
 * the database would refuse the value at the first query; the contract refuses it first, with the field's name.
 */
export const dbInt = (params?: Parameters<typeof z.number>[0]) =>
  z.number(params).int(int4Message).min(int4Min, int4Message).max(int4Max, int4Message);
