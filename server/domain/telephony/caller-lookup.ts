import type { CallerParty } from '../../../src/contracts/telephony/call-case';
import type { DomainContext } from '../context';
import type { Agent } from './access';

/**
 * The one place the telephony area asks the customers area who owns a phone number (contacts and employees
 * of the agent's tenant scope). Until the customers core is merged there is no one to find, so every caller is
 * unidentified; wiring is this function's body.
 */
export async function findCallerParties(
  _ctx: DomainContext,
  _agent: Agent,
  _number: string,
): Promise<CallerParty[]> {
  return [];
}
