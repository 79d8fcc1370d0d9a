import { eq } from 'drizzle-orm';
import {
  unidentifiedCustomer,
  type CallCase,
  type CallerParty,
  type CallCaseRequest,
  type CallerLookup,
} from '../../../src/contracts/telephony/call-case';
import { telephonyCallLogs } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import type { Caller } from '../caller';
import { requireAgent } from './agent';
import { findCallerParties } from './caller-lookup';
import { ownCall } from './calls';
import { creationChange, publishWorkflow } from '../workflow/events';
import { createCaseForCall } from './case-link';

export async function lookupCaller(
  ctx: DomainContext,
  caller: Caller,
  number: string,
): Promise<CallerLookup> {
  const agent = await requireAgent(ctx, caller);
  return { parties: await findCallerParties(ctx, agent, number) };
}

/** The guided flow's case: for the identified party (looked up again, never trusted from the console). */
export async function createCallCase(
  ctx: DomainContext,
  caller: Caller,
  request: CallCaseRequest,
): Promise<CallCase> {
  const agent = await requireAgent(ctx, caller);
  const call = await ownCall(ctx, caller, request.call_log_table_id);
  if (call.caseId !== null) throw new AppError('conflict', 'A case was already created for this call');
  let party: CallerParty | null = null;
  if (request.party) {
    const parties = await findCallerParties(ctx, agent, call.number);
    party = parties.find((p) => p.kind === request.party?.kind && p.id === request.party.id) ?? null;
    if (!party) throw new AppError('validation', 'That person is not a match for the caller’s number');
  }
  const company = party ? party.organisation : unidentifiedCustomer;
  const { answer, record } = await ctx.db.transaction(async (tx) => {
    const created = await createCaseForCall(tx, caller, { request, party, callerNumber: call.number });
    await tx
      .update(telephonyCallLogs)
      .set({ caseId: created.caseId })
      .where(eq(telephonyCallLogs.id, call.id));
    await audit(tx, {
      action: 'telephony.call_case',
      entity: 'telephony_call_log',
      entityId: call.id,
      userId: caller.userId,
      tenantId: agent.tenantId,
      detail: { case_id: created.caseId },
    });
    const answer: CallCase = {
      case_id: created.caseId,
      reference: created.reference,
      company,
      call_log_table_id: call.id,
    };
    return { answer, record: created.record };
  });
  // After the commit, as openCase does: the workflow lists show the new case (and its dispatch) at once.
  publishWorkflow(ctx, [creationChange(record, caller.userId)]);
  return answer;
}
