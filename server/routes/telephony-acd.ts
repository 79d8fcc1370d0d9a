import {
  acdAgentRequest,
  acdCallRequest,
  acdKeyHeader,
  acdOfferRequest,
  acdRegistrationRequest,
  acdWaitRequest,
  acdPaths as paths,
  type AcdOffer,
} from '../../src/contracts/telephony/acd';
import { startAcd, type Acd } from '../domain/telephony/acd';
import { startConsoleSweep } from '../domain/telephony/console-liveness';
import { acdKeyMatches } from '../domain/telephony/credentials';
import { registerCallbackOffers, startCallbackOffers } from '../domain/telephony/callback-offers';
import { endMonitorSessionsOf, followMonitoring } from '../domain/telephony/monitor-sessions';
import { startOverflowEndpoint } from '../domain/telephony/overflow-endpoint';
import { AppError } from '../errors';
import { access } from '../http/access';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * One flat line for Kamailio, which has no JSON parser among its installed modules: fields split on ";" with
 * {s.select}, the queue's name last and without ";" or line breaks, so it cannot shift the other fields.
 * The first field is the extension to ring, "-" to wait, or "!" to give up (the caller waited the limit): "!vm"
 * and "!cb" send the caller to the service's voicemail or callback offer (issue 39), the queue id the fourth field.
 */
const overflowMark = { end: '', voicemail: 'vm', callback: 'cb' } as const;

export const offerLine = (offer: AcdOffer): string =>
  [
    offer.give_up ? `!${overflowMark[offer.overflow ?? 'end']}` : (offer.extension ?? '-'),
    offer.wait_position,
    offer.ring_timeout_seconds,
    offer.queue_id,
    offer.wrap_up_seconds,
    offer.queue_name.replace(/[;\r\n]+/g, ' '),
  ].join(';');

/**
 * The SIP server's calls for queue routing (issue 20): whom to ring for a queue's caller, and what became of
 * each offer. Not a user's calls: no session, but the key derived from TELEPHONY_SHARED_SECRET, from loopback only.
 */
export const telephonyAcdRoutes: RoutePlugin = async (app, { ctx, config }) => {
  // Loaded at start; a database that cannot answer then must not keep the product from starting, so a failed
  // load is tried again at the SIP server's next question. One load at a time: never two routers.
  let loading: Promise<Acd> | null = null;
  let closed = false;
  const router = (): Promise<Acd> => {
    loading ??= startAcd(ctx, {
      ringTimeoutSeconds: config.telephony.acdRingTimeoutSeconds,
      maxWaitSeconds: config.telephony.queueMaxWaitSeconds,
      log: (message, error) => app.log.error({ err: error }, message),
      info: (message) => app.log.info(message),
    })
      .then((acd) => {
        if (closed) acd.close(); // loaded while the service closed: no timers left behind
        return acd;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  await router().catch((error: unknown) =>
    app.log.error({ err: error }, 'queue router: queues and agents not loaded; tried again at the next call'),
  );
  // Agents whose console is gone leave the queues (issue 35); consoles mark themselves seen on the push stream.
  const { consoleSweepMs, consoleTimeoutSeconds } = config.telephony;
  const stopSweep =
    consoleSweepMs > 0
      ? startConsoleSweep(ctx, {
          timeoutMs: consoleTimeoutSeconds * 1000,
          everyMs: consoleSweepMs,
          log: (message, error) => app.log.error({ err: error }, message),
        })
      : () => undefined;
  // Stored callback requests are offered to agents like calls (issue 39), once the router is loaded.
  const offers = await router()
    .then((acd) =>
      startCallbackOffers(ctx, acd, {
        ringTimeoutSeconds: config.telephony.acdRingTimeoutSeconds,
        log: (message, error) => app.log.error({ err: error }, message),
      }),
    )
    .catch(() => null);
  const unregisterOffers = offers ? registerCallbackOffers(ctx, offers) : () => undefined;
  // Supervisors monitoring a call, wherever it began, are not offered queue calls (issue 39).
  const log = (message: string, error?: unknown) => app.log.error({ err: error }, message);
  const unfollow = await router()
    .then((acd) => followMonitoring(ctx, acd, log))
    .catch((error: unknown) => {
      log('queue router: monitoring sessions not loaded', error);
      return () => undefined;
    });
  // Voicemail and callback at a queue's limit (issue 39): only with a port, which Kamailio is told (MEDIA_ENDPOINT).
  const overflow =
    config.overflow.mediaPort > 0
      ? await startOverflowEndpoint(ctx, router, {
          config: config.overflow,
          key: config.telephony.acdKey,
          log: (message, error) => app.log.error({ err: error }, message),
        })
      : null;
  app.addHook('onClose', async () => {
    overflow?.close();
    unfollow();
    unregisterOffers();
    offers?.close();
    stopSweep();
    closed = true;
    (await loading?.catch(() => null))?.close();
  });

  // No session: the switch proves itself with the shared key, from loopback; refused before the body is read, so
  // an unknown caller learns nothing about what a valid payload looks like.
  const internal = {
    config: access.internal('the switch: the ACD key from loopback', (request) => {
      const key = request.headers[acdKeyHeader];
      const fromLoopback = loopback.has(request.raw.socket.remoteAddress ?? '');
      return (
        fromLoopback && acdKeyMatches(config.telephony.acdKey, typeof key === 'string' ? key : undefined)
      );
    }),
  };

  app.post(paths.offer, { ...internal, schema: { body: acdOfferRequest } }, async (request, reply) => {
    const { queue_number, call_id, caller } = request.body;
    const offer = await (await router()).offer(queue_number, call_id, caller || null);
    if (!offer) throw new AppError('notFound', 'No queue has that number', { httpStatus: 404 });
    // A queued caller's music stops at the limit (the overflow answers them itself); else they hear their place.
    if (offer.give_up) overflow?.waits.stop(call_id);
    else overflow?.waits.position(call_id, offer.wait_position);
    if (request.headers.accept?.includes('text/plain'))
      return reply.type('text/plain').send(offerLine(offer));
    return ok(offer);
  });
  app.post(paths.missed, { ...internal, schema: { body: acdAgentRequest } }, async (r) =>
    ok({ counted: await (await router()).missed(r.body.call_id, r.body.extension) }),
  );
  app.post(paths.rejected, { ...internal, schema: { body: acdAgentRequest } }, async (r) =>
    ok({ counted: (await router()).rejected(r.body.call_id, r.body.extension) }),
  );
  app.post(paths.answered, { ...internal, schema: { body: acdCallRequest } }, async (r) => {
    overflow?.waits.stop(r.body.call_id);
    (await router()).answered(r.body.call_id);
    return ok(null);
  });
  app.post(paths.ended, { ...internal, schema: { body: acdCallRequest } }, async (r) => {
    overflow?.waits.stop(r.body.call_id);
    const acd = await router();
    const agentId = acd.snapshot().connected.get(r.body.call_id);
    acd.ended(r.body.call_id);
    // A supervisor listening to it stops with it, even if the agent's browser never says the call ended.
    if (agentId !== undefined)
      void endMonitorSessionsOf(ctx, { agents: [Number(agentId)] }).catch((error: unknown) =>
        log('monitoring: a session of an ended call was not ended', error),
      );
    return ok(null);
  });
  app.post(paths.registration, { ...internal, schema: { body: acdRegistrationRequest } }, async (r) => {
    (await router()).registration(r.body.extension, r.body.registered);
    return ok(null);
  });
  /**
   * A caller told to wait (issue 39): "+" and the SDP of their 183 in base64 (music and their place, from the media
   * endpoint; Kamailio reads one line), "=" when a spiral of the same call asks again (the music plays on), "-" when
   * they cannot have it (182, silence).
   */
  app.post(paths.wait, { ...internal, schema: { body: acdWaitRequest } }, async (request, reply) => {
    const { call_id, position, sdp } = request.body;
    const queueId = (await router()).queueOfHeldCall(call_id);
    const offer = Buffer.from(sdp, 'base64').toString('utf8');
    const started =
      overflow && queueId !== null ? await overflow.waits.start(call_id, queueId, position, offer) : null;
    const line =
      started === 'playing' ? '=' : started ? `+${Buffer.from(started.sdp).toString('base64')}` : '-';
    if (request.headers.accept?.includes('text/plain')) return reply.type('text/plain').send(line);
    return ok({ sdp: started && started !== 'playing' ? started.sdp : null, playing: started !== null });
  });
};
