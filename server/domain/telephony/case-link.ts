import type { CallCaseRequest } from '../../../src/contracts/telephony/call-case';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import type { Agent } from './access';

export type CaseForCall = {
  request: CallCaseRequest;
  /** The identified party's organisation, or Unidentified-Customer. */
  company: string;
  organisationId: number | null;
  callerNumber: string;
};

/**
 * The one place the telephony area asks the workflow area to create a case. Runs inside the caller's
 * transaction (`tx`) so the case and the call log link are saved together or not at all.
 */
export async function createCaseForCall(
  _tx: DomainContext['db'],
  _ctx: DomainContext,
  _agent: Agent,
  _input: CaseForCall,
): Promise<{ caseId: number; reference: string }> {
  throw new AppError('notFound', 'Case management is not available on this service yet');
}
