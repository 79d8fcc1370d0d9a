// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 41, one table component for every list: the repo's own eslint.config.js refuses a <table> drawn by a screen
 * and lets the kit draw one. Planted files are given by path, so they never sit in the tree `npm run lint` walks.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const planted = `export const Planted = () => (
  <>
    <button type="button">Go</button>
    <table>
      <tbody>
        <tr>
          <td>1</td>
        </tr>
      </tbody>
    </table>
  </>
);
`;

const rulesAt = async (filePath: string) => {
  const [result] = await eslint.lintText(planted, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}@${m.line}`);
};

// As in lint-boundaries.test.ts: the work is the linter's on a busy machine, not a speed goal.
describe('npm run lint, tables', { timeout: 60_000 }, () => {
  it('refuses a table in a screen (the kit button rule still holds beside it) and lets the kit draw one', async () => {
    expect(await rulesAt('src/views/tasks/planted.tsx')).toEqual([
      'no-restricted-syntax@3',
      'tables/no-raw-table@4',
    ]);
    expect(await rulesAt('src/views/kit/planted.tsx')).toEqual([]);
  });
});
