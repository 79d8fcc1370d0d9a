import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { CallCaseRequest, CallerParty } from '../../../src/contracts/telephony/call-case';
import { phoneSchema } from '../../../src/contracts/workflow/cases';
import type { DomainContext } from '../context';
import type { Caller } from '../caller';
import { createCase } from '../workflow/cases';

export type CaseForCall = {
  request: CallCaseRequest;
  /** The identified party, or null for an Unidentified-Customer. */
  party: CallerParty | null;
  callerNumber: string;
};

/**
 * The one place the telephony area asks the workflow area to create a case: source 'call', the caller's number,
 * the party when identified, in the agent's default case workgroup. Runs inside the caller's transaction (`tx`)
 * so the case and the call log link are saved together or not at all.
 */
export async function createCaseForCall(
  tx: DomainContext['db'],
  caller: Caller,
  input: CaseForCall,
): Promise<{ caseId: number; reference: string; record: CaseRecord }> {
  const { request, party } = input;
  const phone = phoneSchema.safeParse(input.callerNumber);
  const record = await createCase(tx, caller, {
    record_type: 'case',
    title: request.subject,
    description: request.description ?? '',
    classification: request.classification,
    party: party ? { party_type: party.kind, party_id: party.id, party_name: party.name } : null,
    source: 'call',
    caller_phone: phone.success ? phone.data : null,
  });
  return { caseId: record.id, reference: record.number, record };
}
