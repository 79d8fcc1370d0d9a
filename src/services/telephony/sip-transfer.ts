import type { RTCSession } from 'jssip/lib/RTCSession';
import type { SipEvent } from '../../contracts/telephony/types';

type Report = (event: SipEvent) => void;

/** The reason a REFER or its NOTIFY gave, for the agent's notice. */
const reasonOf = (e: unknown): string => {
  const { cause, response } = (e ?? {}) as { cause?: unknown; response?: { status_code?: number } };
  if (response?.status_code) return `SIP ${response.status_code}`;
  return cause ? String(cause) : 'refused';
};

/**
 * Sends the current call on with a REFER: to a number (blind), or to the consult call's far end with Replaces
 * (warm), so the transferee's new INVITE takes over the consult dialog at the target. The far end's NOTIFY 2xx
 * means it reached the target: the agent's legs are then hung up here (JsSIP leaves that to the application).
 */
export const referCall = (
  session: RTCSession,
  target: string,
  report: Report,
  consult: RTCSession | null,
  onDone: () => void,
): void => {
  const failed = (e: unknown) => report({ type: 'sip.transferFailed', reason: reasonOf(e) });
  session.refer(target, {
    ...(consult ? { replaces: consult } : {}),
    eventHandlers: {
      requestFailed: failed,
      failed,
      accepted: () => {
        report({ type: 'sip.transferred' });
        onDone();
      },
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
