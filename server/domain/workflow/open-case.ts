import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { DomainContext } from '../context';
import { createCase } from './cases';
import { creationChange, publishWorkflow } from './events';
import type { Caller } from '../caller';

/**
 * createCase plus the push: every console showing the workgroup sees the new record at once. Use this from other
 * areas (telephony) unless the case must join a wider transaction; then call createCase with the transaction and
 * publishWorkflow(ctx, [creationChange(record, userId)]) after it commits.
 */
export async function openCase(ctx: DomainContext, caller: Caller, input: unknown): Promise<CaseRecord> {
  const record = await createCase(ctx.db, caller, input);
  publishWorkflow(ctx, [creationChange(record, caller.userId)]);
  return record;
}
