import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { metaPaths } from '../../src/contracts/metadata/paths';
import * as body from '../../src/contracts/metadata/payloads';
import { callerOf } from '../http/auth-hook';
import { withTenant } from '../domain/caller';
import { messageBatchBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import {
  createAttribute,
  getAttribute,
  listAttributes,
  removeAttribute,
  updateAttribute,
} from '../domain/metadata/attributes';
import { BulkLoadRunner } from '../domain/metadata/bulk-runner';
import {
  bulkLoadDetail,
  cancelBulkLoad,
  createBulkLoad,
  getBulkLoad,
  listBulkLoads,
  removeBulkLoad,
} from '../domain/metadata/bulk-loads';
import { listHistory } from '../domain/metadata/history';
import { createIndex, getIndex, listIndexes, removeIndex, updateIndex } from '../domain/metadata/indexes';
import {
  createMessageType,
  getMessageType,
  listMessageTypes,
  removeMessageType,
  updateMessageType,
} from '../domain/metadata/message-types';
import { checkGuid, loadGuid, messageHistory, receiveMessages } from '../domain/metadata/messages';
import {
  createQuery,
  getQuery,
  listQueries,
  removeQuery,
  runQuery,
  updateQuery,
} from '../domain/metadata/queries';
import { metadataTooltips, searchSchema } from '../domain/metadata/search-schema';
import {
  createTransform,
  getTransform,
  listTransforms,
  removeTransform,
  updateTransform,
} from '../domain/metadata/transforms';
import { keepSweeping, leaseOf } from './job-sweep';
import type { RoutePlugin } from './types';

const empty = z.object({}).nullish();

/** The metadata calls of spec §7, plus run, receive and message history for the console's screens. */

type RecordKind = 'messageType' | 'transform' | 'index' | 'attribute' | 'query';
export const metadataRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const { db } = ctx;
  const runner = new BulkLoadRunner(db, app.log, leaseOf(ctx, config), ctx.disk);
  // At start-up, then every half lease: loads left by a stopped or dead instance (this one before a restart, or
  // another sharing the database) are taken over here.
  keepSweeping(app, runner, 'bulk loads', config.jobLeaseMs / 2);

  // View, edit and bulk-load keys are checked before the handler, by the access hook from the catalogue.
  const actor = async (request: FastifyRequest) => withTenant(await callerOf(ctx, request));
  type Actor = Awaited<ReturnType<typeof actor>>;
  const route = <S extends z.ZodType, T>(
    path: string,
    schema: S,
    handle: (a: Actor, b: z.output<S>) => Promise<T>,
    msg = '',
    bodyLimit?: number,
  ) =>
    app.post(path, { schema: { body: schema }, ...(bodyLimit ? { bodyLimit } : {}) }, async (request) =>
      ok(await handle(await actor(request), request.body as z.output<S>), msg),
    );

  /**
   * The get, create, update and remove calls every kind of metadata record has, each answering with the kind's
   * name and what happened.
   */
  const records = <C extends z.ZodType, U extends z.ZodType>(
    kind: RecordKind,
    noun: string,
    bodies: { create: C; update: U },
    calls: {
      get: (d: typeof db, a: Actor, id: number) => Promise<unknown>;
      create: (d: typeof db, a: Actor, b: z.output<C>) => Promise<unknown>;
      update: (d: typeof db, a: Actor, b: z.output<U>) => Promise<unknown>;
      remove: (d: typeof db, a: Actor, id: number) => Promise<unknown>;
    },
    created = 'created',
  ) => {
    route(metaPaths[`${kind}Get`], body.byId, (a, b) => calls.get(db, a, b.id));
    route(metaPaths[`${kind}Create`], bodies.create, (a, b) => calls.create(db, a, b), `${noun} ${created}`);
    route(metaPaths[`${kind}Update`], bodies.update, (a, b) => calls.update(db, a, b), `${noun} saved`);
    route(metaPaths[`${kind}Remove`], body.byId, (a, b) => calls.remove(db, a, b.id), `${noun} removed`);
  };

  route(metaPaths.messageTypeGetAll, empty, (a) => listMessageTypes(db, a));
  records(
    'messageType',
    'Message type',
    { create: body.messageTypeBody, update: body.messageTypeUpdateBody },
    { get: getMessageType, create: createMessageType, update: updateMessageType, remove: removeMessageType },
  );
  route(metaPaths.messageTypeHistory, body.byId, (a, b) => listHistory(db, a, 'message_type', b.id));
  route(metaPaths.entityHistory, body.entityHistoryBody, (a, b) => listHistory(db, a, b.entity, b.id));

  route(metaPaths.transformGetAll, empty, (a) => listTransforms(db, a));
  records(
    'transform',
    'Transform',
    { create: body.transformBody, update: body.transformUpdateBody },
    { get: getTransform, create: createTransform, update: updateTransform, remove: removeTransform },
  );

  route(metaPaths.indexGetAll, empty, (a) => listIndexes(db, a));
  records(
    'index',
    'Search index',
    { create: body.indexBody, update: body.indexUpdateBody },
    { get: getIndex, create: createIndex, update: updateIndex, remove: removeIndex },
  );
  route(metaPaths.searchSchema, body.byIndex, (a, b) => searchSchema(db, a, b.index_id));

  route(metaPaths.attributeGetAll, body.byIndex, (a, b) => listAttributes(db, a, b.index_id));
  records(
    'attribute',
    'Attribute',
    { create: body.attributeCreateBody, update: body.attributeUpdateBody },
    { get: getAttribute, create: createAttribute, update: updateAttribute, remove: removeAttribute },
    'added',
  );

  route(metaPaths.queryGetAll, body.queryGetAllBody, (a, b) => listQueries(db, a, b?.index_id));
  records(
    'query',
    'Query',
    { create: body.queryBody, update: body.queryUpdateBody },
    { get: getQuery, create: createQuery, update: updateQuery, remove: removeQuery },
    'saved',
  );
  route(metaPaths.queryRun, body.queryRunBody, (a, b) => runQuery(db, a, b));

  route(
    metaPaths.bulkLoadCreate,
    body.bulkLoadCreateBody,
    (a, b) => createBulkLoad(db, a, runner, b.index_id),
    'Bulk load started',
  );
  route(
    metaPaths.bulkLoadUpdate,
    body.bulkLoadUpdateBody,
    (a, b) => cancelBulkLoad(db, a, b.id),
    'Bulk load cancelled',
  );
  route(metaPaths.bulkLoadRemove, body.byId, (a, b) => removeBulkLoad(db, a, b.id), 'Bulk load removed');
  route(metaPaths.bulkLoadGet, body.byId, (a, b) => getBulkLoad(db, a, b.id));
  route(metaPaths.bulkLoadGetAll, body.bulkLoadListBody, (a, b) => listBulkLoads(db, a, b?.index_id));
  route(metaPaths.bulkLoadHistory, body.bulkLoadListBody, (a, b) => listBulkLoads(db, a, b?.index_id));
  route(metaPaths.bulkLoadById, body.bulkLoadByIdBody, (a, b) => bulkLoadDetail(db, a, b));

  route(metaPaths.tooltips, empty, async () => metadataTooltips);
  route(metaPaths.checkGuid, body.guidBody, (a, b) => checkGuid(db, a, b));
  route(metaPaths.loadGuid, body.guidBody, (a, b) => loadGuid(db, a, b), 'Loaded');
  route(
    metaPaths.messageReceive,
    body.receiveBody,
    (a, b) => receiveMessages(db, a, b),
    '',
    messageBatchBodyLimit,
  );
  route(metaPaths.messageHistory, body.messageHistoryBody, (a, b) => messageHistory(db, a, b));
};
