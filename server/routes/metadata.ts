import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { metaPaths } from '../../src/contracts/metadata/paths';
import * as body from '../../src/contracts/metadata/payloads';
import { callerOf } from '../http/auth-hook';
import { withTenant } from '../domain/caller';
import { permissionKeys, type PermissionKey } from '../../src/contracts/permissions';
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
import type { RoutePlugin } from './types';

const empty = z.object({}).nullish();

/** The metadata calls of spec §7, plus run, receive and message history for the console's screens. */

type MetaNeed = 'view' | 'edit' | 'bulk';
type RecordKind = 'messageType' | 'transform' | 'index' | 'attribute' | 'query';
const keyOf: Record<MetaNeed, PermissionKey> = {
  view: permissionKeys.metadataView,
  edit: permissionKeys.metadataEdit,
  bulk: permissionKeys.metadataBulkLoad,
};
export const metadataRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const runner = new BulkLoadRunner(db, app.log);
  app.addHook('onReady', async () => {
    // A store that cannot answer now must not stop the service from starting: the loads stay "running" in the
    // database and the next start resumes them.
    try {
      const resumed = await runner.resumeInterrupted();
      if (resumed.length) app.log.info({ loads: resumed }, 'resumed interrupted bulk loads');
    } catch (error) {
      app.log.warn({ err: error }, 'interrupted bulk loads could not be resumed at start-up');
    }
  });
  app.addHook('onClose', () => runner.stop());

  const actor = async (request: FastifyRequest, need: MetaNeed) => {
    const caller = await callerOf(ctx, request);
    caller.require(keyOf[need]);
    return withTenant(caller);
  };
  type Actor = Awaited<ReturnType<typeof actor>>;
  const route = <S extends z.ZodType, T>(
    path: string,
    schema: S,
    need: MetaNeed,
    handle: (a: Actor, b: z.output<S>) => Promise<T>,
    msg = '',
    bodyLimit?: number,
  ) =>
    app.post(path, { schema: { body: schema }, ...(bodyLimit ? { bodyLimit } : {}) }, async (request) =>
      ok(await handle(await actor(request, need), request.body as z.output<S>), msg),
    );

  /**
   * The get, create, update and remove calls every kind of metadata record has: reading needs view, the rest
   * edit, and each answers with the kind's name and what happened.
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
    route(metaPaths[`${kind}Get`], body.byId, 'view', (a, b) => calls.get(db, a, b.id));
    route(
      metaPaths[`${kind}Create`],
      bodies.create,
      'edit',
      (a, b) => calls.create(db, a, b),
      `${noun} ${created}`,
    );
    route(
      metaPaths[`${kind}Update`],
      bodies.update,
      'edit',
      (a, b) => calls.update(db, a, b),
      `${noun} saved`,
    );
    route(
      metaPaths[`${kind}Remove`],
      body.byId,
      'edit',
      (a, b) => calls.remove(db, a, b.id),
      `${noun} removed`,
    );
  };

  route(metaPaths.messageTypeGetAll, empty, 'view', (a) => listMessageTypes(db, a));
  records(
    'messageType',
    'Message type',
    { create: body.messageTypeBody, update: body.messageTypeUpdateBody },
    { get: getMessageType, create: createMessageType, update: updateMessageType, remove: removeMessageType },
  );
  route(metaPaths.messageTypeHistory, body.byId, 'view', (a, b) => listHistory(db, a, 'message_type', b.id));
  route(metaPaths.entityHistory, body.entityHistoryBody, 'view', (a, b) =>
    listHistory(db, a, b.entity, b.id),
  );

  route(metaPaths.transformGetAll, empty, 'view', (a) => listTransforms(db, a));
  records(
    'transform',
    'Transform',
    { create: body.transformBody, update: body.transformUpdateBody },
    { get: getTransform, create: createTransform, update: updateTransform, remove: removeTransform },
  );

  route(metaPaths.indexGetAll, empty, 'view', (a) => listIndexes(db, a));
  records(
    'index',
    'Search index',
    { create: body.indexBody, update: body.indexUpdateBody },
    { get: getIndex, create: createIndex, update: updateIndex, remove: removeIndex },
  );
  route(metaPaths.searchSchema, body.byIndex, 'view', (a, b) => searchSchema(db, a, b.index_id));

  route(metaPaths.attributeGetAll, body.byIndex, 'view', (a, b) => listAttributes(db, a, b.index_id));
  records(
    'attribute',
    'Attribute',
    { create: body.attributeCreateBody, update: body.attributeUpdateBody },
    { get: getAttribute, create: createAttribute, update: updateAttribute, remove: removeAttribute },
    'added',
  );

  route(metaPaths.queryGetAll, body.queryGetAllBody, 'view', (a, b) => listQueries(db, a, b?.index_id));
  records(
    'query',
    'Query',
    { create: body.queryBody, update: body.queryUpdateBody },
    { get: getQuery, create: createQuery, update: updateQuery, remove: removeQuery },
    'saved',
  );
  route(metaPaths.queryRun, body.queryRunBody, 'view', (a, b) => runQuery(db, a, b));

  route(
    metaPaths.bulkLoadCreate,
    body.bulkLoadCreateBody,
    'bulk',
    (a, b) => createBulkLoad(db, a, runner, b.index_id),
    'Bulk load started',
  );
  route(
    metaPaths.bulkLoadUpdate,
    body.bulkLoadUpdateBody,
    'bulk',
    (a, b) => cancelBulkLoad(db, a, b.id),
    'Bulk load cancelled',
  );
  route(
    metaPaths.bulkLoadRemove,
    body.byId,
    'bulk',
    (a, b) => removeBulkLoad(db, a, b.id),
    'Bulk load removed',
  );
  route(metaPaths.bulkLoadGet, body.byId, 'view', (a, b) => getBulkLoad(db, a, b.id));
  route(metaPaths.bulkLoadGetAll, body.bulkLoadListBody, 'view', (a, b) => listBulkLoads(db, a, b?.index_id));
  route(metaPaths.bulkLoadHistory, body.bulkLoadListBody, 'view', (a, b) =>
    listBulkLoads(db, a, b?.index_id),
  );
  route(metaPaths.bulkLoadById, body.bulkLoadByIdBody, 'view', (a, b) => bulkLoadDetail(db, a, b));

  route(metaPaths.tooltips, empty, 'view', async () => metadataTooltips);
  route(metaPaths.checkGuid, body.guidBody, 'view', (a, b) => checkGuid(db, a, b));
  route(metaPaths.loadGuid, body.guidBody, 'edit', (a, b) => loadGuid(db, a, b), 'Loaded');
  route(
    metaPaths.messageReceive,
    body.receiveBody,
    'edit',
    (a, b) => receiveMessages(db, a, b),
    '',
    messageBatchBodyLimit,
  );
  route(metaPaths.messageHistory, body.messageHistoryBody, 'view', (a, b) => messageHistory(db, a, b));
};
