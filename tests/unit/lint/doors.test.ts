// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40's doors are live in the repo's own eslint.config.js (planted files given by path, as in
 * lint-boundaries.test.ts): a view file exports one component, and the browser's storage and address are reached
 * only through src/services.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const doorRules = ['doors/one-component-per-file', 'no-restricted-globals', 'no-restricted-properties'];

const reported = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => doorRules.includes(m.ruleId ?? ''))
    .map((m) => ({ rule: m.ruleId, severity: m.severity, line: m.line }));
};

const twoComponents = `export const Title = ({ text }: { text: string }) => <h1>{text}</h1>;

export function Body() {
  return <p>Body</p>;
}
`;

// What a view file may export beside its one component: types (its own or passed on), constants, data, a
// capitalised table, a hook.
const oneComponent = `import { memo } from 'react';
export type { TitleRow } from './planted-rows';
export type TitleProps = { text: string };
export const Levels = ['low', 'high'] as const;
export const Columns = [{ id: 'number', title: 'Number' }];
export const useTitle = (text: string) => text.toUpperCase();
export const Title = memo(({ text }: TitleProps) => <h1>{useTitle(text)}</h1>);
`;

const storageAndAddress = `export const remembered = () => localStorage.getItem('k');
export const here = () => window.location.hash;
`;

// Each lint here parses a few lines (no imports to resolve); the limit is for a busy 2-core machine, as in
// lint-boundaries.test.ts, and asserts nothing about speed.
describe('npm run lint, the doors of issue 40', { timeout: 60_000 }, () => {
  it('refuses a second exported component in a view file and lets one with types, data and a hook through', async () => {
    expect(await reported('src/views/tasks/planted.tsx', twoComponents)).toEqual([
      { rule: 'doors/one-component-per-file', severity: 2, line: 3 },
    ]);
    expect(await reported('src/views/tasks/planted.tsx', oneComponent)).toEqual([]);
  });

  it('refuses storage and the address in a view and lets src/services use them', async () => {
    expect(await reported('src/views/tasks/planted.ts', storageAndAddress)).toEqual([
      { rule: 'no-restricted-globals', severity: 2, line: 1 },
      { rule: 'no-restricted-properties', severity: 2, line: 2 },
    ]);
    expect(await reported('src/services/planted.ts', storageAndAddress)).toEqual([]);
  });
});
