// `npm start`: the whole product on one port — builds the console and the service if needed, then runs the
// compiled service with plain node (no TypeScript loader in production).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { serverEntry } from './build-server.mjs';

buildIfStale();
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
