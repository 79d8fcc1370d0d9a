// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of ARCHITECTURE.md §2 are live: the repo's own eslint.config.js, run through the ESLint Node
 * API on planted files (given by path, so they never sit in the tree `npm run lint` walks), reports a forbidden
 * import as an error and lets an allowed one through.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const restrictedPaths = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => ({ severity: m.severity, message: m.message }));
};

const planted = (specifier: string) =>
  `import * as planted from '${specifier}';\nexport const used = planted;\n`;

// A planted import is resolved the way `npm run lint` resolves it: the import plugin's TypeScript resolver reads
// the imported module and what it imports (the sign-in view pulls in much of the console), seconds of work on a
// busy 2-core machine (7.2 s seen while the browser suite ran) against vitest's 5 s default. The limit is that
// work's size; the test asserts what the linter reports, never how fast.
const lintTimeoutMs = 60_000;

describe('npm run lint, import zones', { timeout: lintTimeoutMs }, () => {
  it.each([
    ['a view importing a service', 'src/views/tasks/planted.tsx', '../../services/http'],
    ['a view importing a stream', 'src/views/tasks/planted.tsx', '../../streams/debounce-term'],
    // Once exempted by name (viewsNotYetThin): no view is exempt now.
    ['the call button importing a stream', 'src/views/kit/call-button.tsx', '../../streams/poll'],
    [
      'the state reporter importing a stream',
      'src/views/shell/state-reporter.tsx',
      '../../streams/inspector',
    ],
    ['an area importing another area', 'src/views/tasks/planted.tsx', '../sessions/sign-in'],
    ['a machine importing a view', 'src/machines/planted.ts', '../views/kit/use-role-map'],
    ['a service importing a machine', 'src/services/planted.ts', '../machines/auth.machine'],
    ['a contract importing a service', 'src/contracts/planted.ts', '../services/http'],
    ['a rule importing a machine', 'src/rules/planted.ts', '../machines/auth.machine'],
    ['the server importing a service', 'server/domain/planted.ts', '../../src/services/http'],
  ])('fails %s', async (_, filePath, specifier) => {
    const found = await restrictedPaths(filePath, planted(specifier));
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe(2);
    expect(found[0].message).toContain(specifier);
  });

  it.each([
    [
      'a view importing a machine, a contract, a rule and the kit',
      'src/views/tasks/planted.tsx',
      [
        '../../machines/auth.machine',
        '../../contracts/envelope',
        '../../rules/sidebar',
        '../kit/use-role-map',
      ],
    ],
    [
      'a machine importing a service and a stream',
      'src/machines/planted.ts',
      ['../services/http', '../streams/debounce-term'],
    ],
    [
      'the server importing a contract and a rule',
      'server/domain/planted.ts',
      ['../../src/contracts/envelope', '../../src/rules/sidebar'],
    ],
  ])('passes %s', async (_, filePath, specifiers) => {
    const code = specifiers
      .map((s, i) => `import * as p${i} from '${s}';\nexport const u${i} = p${i};\n`)
      .join('');
    expect(await restrictedPaths(filePath, code)).toEqual([]);
  });
});

const ruleErrors = async (filePath: string, code: string, ruleId: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === ruleId && m.severity === 2);
};

describe('npm run lint, house rules', { timeout: lintTimeoutMs }, () => {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

  it('fails a file of 301 lines and passes one of 300; seed data may be longer', async () => {
    expect(await ruleErrors('src/rules/planted.ts', lines(301), 'max-lines')).toHaveLength(1);
    expect(await ruleErrors('src/rules/planted.ts', lines(300), 'max-lines')).toEqual([]);
    expect(await ruleErrors('server/db/seed/planted.ts', lines(400), 'max-lines')).toEqual([]);
  });

  it('fails a spec that runs axe by itself instead of through tests/e2e/support/axe.ts', async () => {
    const code = "import AxeBuilder from '@axe-core/playwright';\nexport const a = AxeBuilder;\n";
    expect(await ruleErrors('tests/e2e/planted.spec.ts', code, 'no-restricted-imports')).toHaveLength(1);
    expect(await ruleErrors('tests/e2e/support/axe.ts', code, 'no-restricted-imports')).toEqual([]);
  });
});
