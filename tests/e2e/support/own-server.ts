import { test } from '@playwright/test';
import { startServer, type RunningServer } from './server';

/**
 * A server of its own for the tests of the calling describe block, for tests whose data would change what other
 * tests on the shared server see (or the other way round): started before them, stopped after. Returns its URL.
 */
export function ownServer(): () => string {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000); // a server start: allow for a busy machine
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the server of its own did not start');
    return server.url;
  };
}
