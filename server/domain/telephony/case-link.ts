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
 * the party when identified, owned by the agent (in their default case workgroup) or dispatched to a workgroup. Runs inside the caller's transaction (`tx`)
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
    // Kept by its agent in their own workgroup, or queued in the workgroup chosen; createCase checks both.
    ...(request.owner_user_id !== undefined ? { owner_user_id: request.owner_user_id } : {}),
    ...(request.wrkgrp_id !== undefined ? { wrkgrp_id: request.wrkgrp_id } : {}),
  });
  return { caseId: record.id, reference: record.number, record };
}
