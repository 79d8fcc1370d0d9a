import { catchError, concatMap, defer, EMPTY, from, of, type Observable } from 'rxjs';
import type { AgentStatus } from '../contracts/telephony/details';
import type { WorkflowPush } from './workflow-events';

/**
 * The service's word on the agent's own state: each `agent-status` push, and a fresh read each time the push
 * channel is back after a drop, since a state the service set meanwhile (logged out while this console was out of
 * its reach, issue 35) was pushed to nobody. A read that fails says nothing: the next drop and return read again.
 */
export const agentStatusPushes = (
  pushes: Observable<WorkflowPush>,
  read: () => Promise<AgentStatus>,
): Observable<AgentStatus> =>
  defer(() => {
    let dropped = false;
    return pushes.pipe(
      concatMap((push) => {
        if (push.kind === 'agent-status') return of(push.status);
        if (push.kind === 'lost') dropped = true;
        if (push.kind !== 'ready' || !dropped) return EMPTY;
        dropped = false;
        return from(read()).pipe(catchError(() => EMPTY));
      }),
    );
  });
