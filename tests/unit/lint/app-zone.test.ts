// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40: views may import `src/app`, so an app file importing a stream or a service was a way round the views'
 * zone (call-button → app/dial-context → streams/dial-requests). The repo's own eslint.config.js, run on a planted
 * file given by path (never written to the tree `npm run lint` walks), refuses those imports and allows app →
 * machines. One file holds all three: each lint costs seconds of import resolution, and CI time is scarce.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const planted = ['../streams/poll', '../services/navigation', '../machines/telephony/phone-session.machine'];

// The limit is the resolver's work on a loaded 2-core machine (see lint-boundaries.test.ts), not a speed goal.
describe('npm run lint, the app zone', { timeout: 60_000 }, () => {
  it('refuses the app importing a stream or a service, and lets it import a machine', async () => {
    const code = planted
      .map((s, i) => `import * as p${i} from '${s}';\nexport const u${i} = p${i};\n`)
      .join('');
    const [result] = await eslint.lintText(code, { filePath: 'src/app/dial-context.ts' });
    const found = result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
    expect(found.map((m) => [m.line, m.severity])).toEqual([
      [1, 2],
      [3, 2],
    ]);
    expect(found[0].message).toContain('../streams/poll');
    expect(found[1].message).toContain('../services/navigation');
  });
});
