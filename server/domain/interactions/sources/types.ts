import type { SQL } from 'drizzle-orm';
import type { InteractionKind } from '../../../../src/contracts/interactions/list';
import type { Caller } from '../../caller';
import type { Party } from '../party';

export type SourceScope = { caller: Caller; party: Party };

/**
 * One kind of touch (or two, for cases and leads) as rows of the timeline. `rows` is one SELECT answering, in
 * this order and with these names: kind, id, at (timestamptz), title, summary, status, case_number,
 * target_kind, target_id, party_name, user_id. It must hold only the caller's tenants and the party's people;
 * the list adds the filters, the order and the limits around it, so a source stays a few lines of SQL.
 */
export type InteractionSource = {
  kinds: readonly InteractionKind[];
  rows: (scope: SourceScope) => SQL;
};
