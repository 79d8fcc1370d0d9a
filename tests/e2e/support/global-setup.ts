import { startServer } from './server';

/** One shared server for the suite; tests that restart or kill a server start their own. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
