// `npm run paths`: loads the machine registry through Vite (it resolves import.meta.env and the build defines the
// console's modules use) and writes the generated paths; the work itself is in tests/model/paths-cli.ts.
import { createServer } from 'vite';

const server = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  const { writePaths } = await server.ssrLoadModule('/tests/model/paths-cli.ts');
  console.log(writePaths(process.cwd()));
} finally {
  await server.close();
}
