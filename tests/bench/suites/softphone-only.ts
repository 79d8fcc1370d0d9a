import { printTable } from '../lib/report';

/** `--only=softphone`: events per second through the softphone machine, in process. */
export async function softphoneOnly(quick: boolean): Promise<void> {
  process.stdout.write('· softphone machine (a warm-transfer call script, fake SIP and service)\n');
  // The machines read import.meta.env and the build's defines: Vite's SSR loader gives them, plain Node does not.
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    define: { __BUILD_VERSION__: JSON.stringify('bench') },
  });
  try {
    const { softphoneSuite } = (await vite.ssrLoadModule(
      '/tests/bench/suites/softphone.ts',
    )) as typeof import('./softphone');
    const rows = await softphoneSuite({ calls: quick ? 500 : 5000, runs: quick ? 3 : 5 });
    console.log(`\n${printTable(rows)}\n`);
  } finally {
    await vite.close();
  }
}
