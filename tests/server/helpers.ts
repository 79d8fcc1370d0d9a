import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import type { Envelope } from '../../src/contracts/envelope';
import { buildApp } from '../../server/app';
import type { SlowBodyRules } from '../../server/http/slow-bodies';
import { loadConfig, type Config } from '../../server/config';
import { demoPassword } from '../../server/db/seed/demo-accounts';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close: () => Promise<void>;
};

export type Answer<T = unknown> = {
  status: number;
  body: Envelope<T>;
  headers: LightMyRequestResponse['headers'];
};

type TestAppOptions = {
  env?: Record<string, string>;
  authCacheMs?: number;
  slowBodies?: SlowBodyRules;
  /** Another app's database, for a second app with different settings (this app will not drop it). */
  database?: TestDatabase;
};

/** A fresh app over a fresh database; closed automatically after the file's tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // No console-liveness sweep by default: these tests set agent states without a console open (issue 35).
  const config = loadConfig({
    DIST_DIR: '/nonexistent-dist',
    LOG_LEVEL: 'info',
    TELEPHONY_CONSOLE_SWEEP_MS: '0',
    ...options.env,
  });
  const logs: string[] = [];
  const app = buildApp({
    database,
    config,
    authCacheMs: options.authCacheMs,
    slowBodies: options.slowBodies,
    logStream: { write: (l) => logs.push(l) },
  });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    if (!options.database) await database.drop();
  };
  afterAll(close);
  return { app, database, config, logs, close };
}

export function toAnswer<T>(response: LightMyRequestResponse): Answer<T> {
  return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

export async function post<T = unknown>(
  app: FastifyInstance,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return toAnswer<T>(response);
}

export async function get<T = unknown>(
  app: FastifyInstance,
  path: string,
  token?: string,
): Promise<Answer<T>> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return toAnswer<T>(await app.inject({ method: 'GET', url: `/api${path}`, headers }));
}

export type SignedIn = { token: string; whToken: string; cookie: string; refresh: string };

/** Signs a seeded (or registered) user in; cookie is ready for a Cookie header. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = demoPassword,
): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const body = response.json<Envelope<{ token: string; wh_token: string }>>();
  if (body.errCode !== 0) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  const refresh = response.cookies.find((c) => c.name === 'sc_session')?.value ?? '';
  return { token: body.data.token, whToken: body.data.wh_token, refresh, cookie: `sc_session=${refresh}` };
}
