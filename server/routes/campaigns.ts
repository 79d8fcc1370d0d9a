import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  campaignPaths as p,
  candidatesRequest,
  configurationGetRequest,
  searchTagsRequest,
  targetsQuery,
  versionQuery,
} from '../../src/contracts/campaigns';
import { configValues, searchTags } from '../domain/campaigns/configuration';
import { myTargets, recordOutcome } from '../domain/campaigns/outcomes';
import { findCandidates } from '../domain/campaigns/parties';
import {
  campaignAgents,
  listCampaigns,
  readVersion,
  versionProgress,
  versionTargets,
} from '../domain/campaigns/reads';
import {
  assignTargets,
  createCampaign,
  createVersion,
  transitionVersion,
  updateVersion,
} from '../domain/campaigns/writes';
import type { Caller } from '../domain/caller';
import { parseInput } from '../domain/workflow/validate';
import { access } from '../http/access';
import { callerOf, requireAuth } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/**
 * Issue 22: the configuration store's reads, /search_tags/get, and outbound campaigns. Keys are checked by the
 * access hook from the catalogue (campaign view / manage / work) before these handlers run; the writes check
 * again in the domain, which other areas may call directly.
 */
export const campaignRoutes: RoutePlugin = async (app, { ctx }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);

  // Configuration is what every signed-in screen is built from, so any session may read it.
  app.post(
    p.configurationGet,
    { config: access.signedIn, schema: { body: configurationGetRequest } },
    async (r) => {
      requireAuth(r);
      return ok(await configValues(ctx.db, r.body.names));
    },
  );
  app.post(p.searchTags, { config: access.signedIn, schema: { body: searchTagsRequest } }, async (r) => {
    requireAuth(r);
    return ok(await searchTags(ctx.db, r.body.tagident));
  });

  app.post(p.list, async (r) => ok(await listCampaigns(ctx.db, await caller(r))));
  app.post(p.agents, async (r) => ok(await campaignAgents(ctx.db, await caller(r))));
  app.post(p.candidates, { schema: { body: candidatesRequest } }, async (r) => {
    const c = await caller(r);
    return ok(await findCandidates(ctx.db, c.scope, r.body.query));
  });
  // GET per spec §7 (the token travels as for every call); POST too, with the same fields in the body, because
  // the console's client and the permission catalogue's tests post by default.
  const read = <S extends z.ZodType, T>(
    url: string,
    schema: S,
    answer: (c: Caller, q: z.output<S>) => Promise<T>,
  ) =>
    app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (r) =>
        ok(await answer(await caller(r), parseInput(schema, r.method === 'GET' ? r.query : r.body))),
    });
  read(p.versionGet, versionQuery, (c, q) => readVersion(ctx.db, c, q.version_id));
  read(p.versionStatus, versionQuery, (c, q) => versionProgress(ctx.db, c, q.version_id));
  read(p.versionTargets, targetsQuery, (c, q) => versionTargets(ctx.db, c, q));

  app.post(p.create, async (r) =>
    ok(await createCampaign(ctx.db, await caller(r), r.body), 'Campaign created'),
  );
  app.post(p.versionCreate, async (r) =>
    ok(await createVersion(ctx.db, await caller(r), r.body), 'Version created'),
  );
  app.post(p.versionUpdate, async (r) => ok(await updateVersion(ctx.db, await caller(r), r.body), 'Saved'));
  app.post(p.versionTransition, async (r) =>
    ok(await transitionVersion(ctx.db, await caller(r), r.body), 'Status changed'),
  );
  app.post(p.targetsAssign, async (r) =>
    ok(await assignTargets(ctx.db, await caller(r), r.body), 'Assigned'),
  );
  app.post(p.myTargets, async (r) => ok(await myTargets(ctx.db, await caller(r))));
  app.post(p.outcomeRecord, async (r) =>
    ok(await recordOutcome(ctx.db, await caller(r), r.body), 'Outcome recorded'),
  );
};
