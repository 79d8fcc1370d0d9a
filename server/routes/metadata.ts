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
  const route = <S extends z.ZodType, T>(
    path: string,
    schema: S,
    need: MetaNeed,
    handle: (a: Awaited<ReturnType<typeof actor>>, b: z.output<S>) => Promise<T>,
    msg = '',
    bodyLimit?: number,
  ) =>
    app.post(path, { schema: { body: schema }, ...(bodyLimit ? { bodyLimit } : {}) }, async (request) =>
      ok(await handle(await actor(request, need), request.body as z.output<S>), msg),
    );

  route(metaPaths.messageTypeGetAll, empty, 'view', (a) => listMessageTypes(db, a));
  route(metaPaths.messageTypeGet, body.byId, 'view', (a, b) => getMessageType(db, a, b.id));
  route(
    metaPaths.messageTypeCreate,
    body.messageTypeBody,
    'edit',
    (a, b) => createMessageType(db, a, b),
    'Message type created',
  );
  route(
    metaPaths.messageTypeUpdate,
    body.messageTypeUpdateBody,
    'edit',
    (a, b) => updateMessageType(db, a, b),
    'Message type saved',
  );
  route(
    metaPaths.messageTypeRemove,
    body.byId,
    'edit',
    (a, b) => removeMessageType(db, a, b.id),
    'Message type removed',
  );
  route(metaPaths.messageTypeHistory, body.byId, 'view', (a, b) => listHistory(db, a, 'message_type', b.id));
  route(metaPaths.entityHistory, body.entityHistoryBody, 'view', (a, b) =>
    listHistory(db, a, b.entity, b.id),
  );

  route(metaPaths.transformGetAll, empty, 'view', (a) => listTransforms(db, a));
  route(metaPaths.transformGet, body.byId, 'view', (a, b) => getTransform(db, a, b.id));
  route(
    metaPaths.transformCreate,
    body.transformBody,
    'edit',
    (a, b) => createTransform(db, a, b),
    'Transform created',
  );
  route(
    metaPaths.transformUpdate,
    body.transformUpdateBody,
    'edit',
    (a, b) => updateTransform(db, a, b),
    'Transform saved',
  );
  route(
    metaPaths.transformRemove,
    body.byId,
    'edit',
    (a, b) => removeTransform(db, a, b.id),
    'Transform removed',
  );

  route(metaPaths.indexGetAll, empty, 'view', (a) => listIndexes(db, a));
  route(metaPaths.indexGet, body.byId, 'view', (a, b) => getIndex(db, a, b.id));
  route(
    metaPaths.indexCreate,
    body.indexBody,
    'edit',
    (a, b) => createIndex(db, a, b),
    'Search index created',
  );
  route(
    metaPaths.indexUpdate,
    body.indexUpdateBody,
    'edit',
    (a, b) => updateIndex(db, a, b),
    'Search index saved',
  );
  route(metaPaths.indexRemove, body.byId, 'edit', (a, b) => removeIndex(db, a, b.id), 'Search index removed');
  route(metaPaths.searchSchema, body.byIndex, 'view', (a, b) => searchSchema(db, a, b.index_id));

  route(metaPaths.attributeGetAll, body.byIndex, 'view', (a, b) => listAttributes(db, a, b.index_id));
  route(metaPaths.attributeGet, body.byId, 'view', (a, b) => getAttribute(db, a, b.id));
  route(
    metaPaths.attributeCreate,
    body.attributeCreateBody,
    'edit',
    (a, b) => createAttribute(db, a, b),
    'Attribute added',
  );
  route(
    metaPaths.attributeUpdate,
    body.attributeUpdateBody,
    'edit',
    (a, b) => updateAttribute(db, a, b),
    'Attribute saved',
  );
  route(
    metaPaths.attributeRemove,
    body.byId,
    'edit',
    (a, b) => removeAttribute(db, a, b.id),
    'Attribute removed',
  );

  route(metaPaths.queryGetAll, body.queryGetAllBody, 'view', (a, b) => listQueries(db, a, b?.index_id));
  route(metaPaths.queryGet, body.byId, 'view', (a, b) => getQuery(db, a, b.id));
  route(metaPaths.queryCreate, body.queryBody, 'edit', (a, b) => createQuery(db, a, b), 'Query saved');
  route(metaPaths.queryUpdate, body.queryUpdateBody, 'edit', (a, b) => updateQuery(db, a, b), 'Query saved');
  route(metaPaths.queryRemove, body.byId, 'edit', (a, b) => removeQuery(db, a, b.id), 'Query removed');
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
