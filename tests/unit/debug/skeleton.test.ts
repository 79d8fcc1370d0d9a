import { describe, expect, it } from 'vitest';
import { generatePaths } from '../../../src/machines/graph/paths';
import { playwrightSkeleton } from '../../../src/machines/graph/playwright-skeleton';
import { registry } from '../../../src/machines/registry';

describe('Playwright skeleton', () => {
  it('walks a generated path step by step and ends on its state', () => {
    const auth = registry.find((e) => e.id === 'auth');
    if (!auth) throw new Error('auth is registered');
    const path = generatePaths(auth).find((p) => p.kind === 'state' && p.target === 'signedIn.ready');
    if (!path) throw new Error('a path reaches signedIn.ready');
    const code = playwrightSkeleton('auth', path);
    expect(code).toContain("import { test, expect, signIn } from './fixtures';");
    expect(code).toContain("test('auth: state path to signedIn.ready'");
    path.steps.forEach((step) => expect(code).toContain(step.event.type));
    expect(code.trimEnd().split('\n').at(-2)).toBe(
      "  await expectActorState(page, 'auth', 'signedIn.ready');",
    );
  });

  it('quotes states and ids safely', () => {
    const code = playwrightSkeleton("it's", { kind: 'state', target: "a'b", tags: [], steps: [] });
    expect(code).toContain("'it\\'s: state path to a\\'b'");
  });
});
