import type { CallerParty } from '../../../src/contracts/telephony/call-case';
import type { DomainContext } from '../context';
import { findPartiesByPhone } from '../customers/parties';
import type { Agent } from './agent';

/**
 * The one place the telephony area asks the customers area who owns a phone number: contacts, employees and
 * employers of every tenant the agent works for.
 */
export async function findCallerParties(
  ctx: DomainContext,
  agent: Agent,
  number: string,
): Promise<CallerParty[]> {
  const parties = await findPartiesByPhone(ctx.db, agent.accessible, number);
  return parties.map((p) => ({
    kind: p.kind,
    id: p.id,
    name: p.name,
    organisation: p.employer_name,
    organisation_id: p.employer_id,
    role: p.role,
    phone: p.phone,
  }));
}
