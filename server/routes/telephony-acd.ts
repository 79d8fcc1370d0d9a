import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acdAgentRequest,
  acdCallRequest,
  acdKeyHeader,
  acdOfferRequest,
  acdPaths as paths,
  type AcdOffer,
} from '../../src/contracts/telephony/acd';
import { startAcd } from '../domain/telephony/acd';
import { acdKeyMatches } from '../domain/telephony/credentials';
import { AppError, errorTable } from '../errors';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * One flat line for Kamailio, which has no JSON parser among its installed modules: fields split on ";" with
 * {s.select}, the queue's name last and without ";" or line breaks, so it cannot shift the other fields.
 */
export const offerLine = (offer: AcdOffer): string =>
  [
    offer.extension ?? '-',
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
  const acd = await startAcd(ctx, {
    ringTimeoutSeconds: config.telephony.acdRingTimeoutSeconds,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', () => acd.close());

  const refuse = (reply: FastifyReply) =>
    reply.code(403).send({ errCode: errorTable.forbidden.code, msg: errorTable.forbidden.msg, data: null });
  // Before the body is read: an unknown caller learns nothing about what a valid payload looks like.
  const internal = {
    config: { noToken: true },
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[acdKeyHeader];
      const fromLoopback = loopback.has(request.raw.socket.remoteAddress ?? '');
      if (
        !fromLoopback ||
        !acdKeyMatches(config.telephony.sharedSecret, typeof key === 'string' ? key : undefined)
      )
        return refuse(reply);
    },
  };

  app.post(paths.offer, { ...internal, schema: { body: acdOfferRequest } }, async (request, reply) => {
    const offer = await acd.offer(request.body.queue_number, request.body.call_id);
    if (!offer) throw new AppError('notFound', 'No queue has that number', { httpStatus: 404 });
    if (request.headers.accept?.includes('text/plain'))
      return reply.type('text/plain').send(offerLine(offer));
    return ok(offer);
  });
  app.post(paths.missed, { ...internal, schema: { body: acdAgentRequest } }, async (r) =>
    ok({ counted: await acd.missed(r.body.call_id, r.body.extension) }),
  );
  app.post(paths.rejected, { ...internal, schema: { body: acdAgentRequest } }, async (r) =>
    ok({ counted: acd.rejected(r.body.call_id, r.body.extension) }),
  );
  app.post(paths.answered, { ...internal, schema: { body: acdCallRequest } }, async (r) => {
    acd.answered(r.body.call_id);
    return ok(null);
  });
  app.post(paths.ended, { ...internal, schema: { body: acdCallRequest } }, async (r) => {
    acd.ended(r.body.call_id);
    return ok(null);
  });
};
