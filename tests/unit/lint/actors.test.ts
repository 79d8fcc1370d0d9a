// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40: every actor in the console's one system. The repo's own eslint.config.js (eslint.actors.js), run on
 * planted files given by path as in doors.test.ts: a view creating its own actor, or any file but main.tsx and the
 * screen-actor door calling createActor, fails `npm run lint`.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const reported = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'actors/no-own-actor')
    .map((m) => [m.line, m.severity, m.message.split(' ')[0]]);
};

const ownActors = `import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { createActor, type AnyActorRef } from 'xstate';
export const uses = [useActorRef, useMachine, useSelector, createActor];
export type Ref = AnyActorRef;
`;

const creates = `import { createActor, setup } from 'xstate';
export const start = () => createActor(setup({}).createMachine({})).start();
`;

// Each lint resolves only the two packages; the limit is for a busy 2-core machine, not a speed goal.
describe('npm run lint, one actor system', { timeout: 60_000 }, () => {
  it("refuses a view's own actor, by hook or by createActor, and lets it read one", async () => {
    expect(await reported('src/views/tasks/planted.tsx', ownActors)).toEqual([
      [1, 2, 'useActorRef'],
      [1, 2, 'useMachine'],
      [2, 2, 'createActor'],
    ]);
  });

  it('refuses createActor outside main.tsx and the screen-actor door', async () => {
    expect(await reported('src/machines/planted.ts', creates)).toEqual([[1, 2, 'createActor']]);
    expect(await reported('src/main.tsx', creates)).toEqual([]);
    expect(await reported('src/app/screen-actor.ts', creates)).toEqual([]);
  });
});
