import { fromPromise } from 'xstate';
import { customRuleMessages } from '../contracts/custom-field-rules';
import { HttpError, unwrap } from '../services/http-result';
import type { RecordApi, Values } from './record-types';

/** The record machine's calls to an area's API: load, save (after the e-mail check), check an e-mail, remove. */
export const recordActors = <K extends string>(api: RecordApi<K>) => ({
  loadRecord: fromPromise<Values, { kind: K; id: number }>(
    async ({ input, signal }) => unwrap(await api.get(input.kind, input.id, { signal })) as Values,
  ),
  saveRecord: fromPromise<Values, { kind: K; values: Values }>(async ({ input }) => {
    // Asked first so the message sits under the e-mail field before anything is written; the service checks
    // again on save, and its refusal reads the same.
    const check = await api.emailInUse?.(input.kind, input.values);
    if (check?.kind === 'ok' && check.data.used)
      throw new HttpError({
        kind: 'appError',
        errCode: 1,
        msg: `email: ${customRuleMessages.uniqueEmail}`,
      });
    return unwrap(await api.save(input.kind, input.values)) as Values;
  }),
  /** uniqueEmail while typing: true when taken; false where the rule does not apply or the check failed. */
  checkEmail: fromPromise<boolean, { kind: K; id: number; email: string }>(async ({ input }) => {
    const check = await api.emailInUse?.(input.kind, { email: input.email, id: input.id });
    return check?.kind === 'ok' && check.data.used;
  }),
  removeRecord: fromPromise<null, { kind: K; id: number }>(async ({ input }) => {
    unwrap(await api.remove(input.kind, input.id));
    return null;
  }),
});
