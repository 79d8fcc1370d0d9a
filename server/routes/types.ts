import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { DomainContext } from '../domain/context';

export type RouteDeps = { ctx: DomainContext; config: Config };

/** A call group of spec §7: a Fastify plugin registered under /api with the auth hook already in place. */
export type RoutePlugin = FastifyPluginAsyncZod<RouteDeps>;
