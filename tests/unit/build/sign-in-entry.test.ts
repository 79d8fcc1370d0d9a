// @vitest-environment node
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Leaves every dynamic import out, so what is bundled is exactly what the entry loads before it can run. */
const staticOnly: Plugin = {
  name: 'static-only',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** The npm packages in the entry's static import graph (src/main.tsx, which renders the sign-in route). */
async function entryPackages(): Promise<Set<string>> {
  const result = await build({
    entryPoints: ['src/main.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'unused',
    loader: { '.css': 'empty', '.svg': 'empty' },
    logLevel: 'silent',
    plugins: [staticOnly],
  });
  const packages = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    const found = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (found) packages.add(found[1]);
  }
  return packages;
}

// Issue 38: the sign-in page must be interactive at once, and its entry script was 146 KB gzip (budget 120), a
// fifth of it zod, pulled in through the permission table for four path strings. Schemas load with the screens
// (and their api modules) that validate something; the entry only signs in.
describe('the sign-in entry', () => {
  it('loads no zod before the form is usable, and still carries what renders it', async () => {
    const packages = await entryPackages();
    expect(packages).toContain('react-dom');
    expect(packages).toContain('xstate');
    expect(packages).not.toContain('zod');
  });
});
