import type { RTCSession } from 'jssip/lib/RTCSession';
import type { SipEvent } from '../../contracts/telephony/types';

type Report = (event: SipEvent) => void;

/** The reason a REFER or its NOTIFY gave, for the agent's notice. */
const reasonOf = (e: unknown): string => {
  const { cause, response, status_line } = (e ?? {}) as {
    cause?: unknown;
    response?: { status_code?: number };
    status_line?: { status_code?: number | string };
  };
  if (response?.status_code) return `SIP ${response.status_code}`;
  // A NOTIFY's sipfrag: how the far end's call to the target failed (e.g. 486 Busy Here).
  if (status_line?.status_code) return `SIP ${status_line.status_code}`;
  return cause ? String(cause) : 'refused';
};

/** A NOTIFY's sipfrag status: 180 Ringing, 182 Queued, 183 Session Progress (100 Trying says nothing yet). */
const statusOf = (e: unknown): number => {
  const line = (e as { status_line?: { status_code?: number | string } } | null)?.status_line;
  return Number(line?.status_code ?? 0);
};

/**
 * Sends the current call on with a REFER: to a number (blind), or to the consult call's far end with Replaces
 * (warm), so the transferee's new INVITE takes over the consult dialog at the target. The far end's NOTIFY 2xx
 * means it reached the target: the agent's legs are then hung up here (JsSIP leaves that to the application).
 * A blind transfer is done as soon as the target rings or queues the caller (NOTIFY 180/182/183): a caller
 * queued at another queue may wait minutes for a 200, and the agent is not kept on the line for it.
 */
export const referCall = (
  session: RTCSession,
  target: string,
  report: Report,
  consult: RTCSession | null,
  onDone: () => void,
): void => {
  let settled = false; // a NOTIFY after the one that decided (e.g. 200 after 182) changes nothing
  const failed = (e: unknown) => {
    if (settled) return;
    settled = true;
    report({ type: 'sip.transferFailed', reason: reasonOf(e) });
  };
  const reached = () => {
    if (settled) return;
    settled = true;
    report({ type: 'sip.transferred' });
    onDone();
  };
  session.refer(target, {
    ...(consult ? { replaces: consult } : {}),
    eventHandlers: {
      requestSucceeded: () => report({ type: 'sip.transferAccepted' }),
      requestFailed: failed,
      failed,
      progress: (e: unknown) => {
        if (!consult && statusOf(e) > 100) reached();
      },
      accepted: reached,
    },
  });
};

/** A routed call's headers (the service adds them to a queue call); absent on a direct call. */
export const acdHeadersOf = (request: {
  getHeader: (name: string) => string | undefined;
}): { queue_name: string | null; wrap_up_seconds: number | null } => {
  const header = (name: string) => request.getHeader(name)?.trim() || null;
  const raw = header('X-Acd-Wrap-Up');
  const seconds = Number(raw);
  return {
    queue_name: header('X-Acd-Queue-Name'),
    wrap_up_seconds: raw !== null && Number.isInteger(seconds) && seconds >= 0 ? seconds : null,
  };
};
