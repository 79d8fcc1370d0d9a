import type { EventObject } from 'xstate';
import { registry } from '../../../src/machines/registry';
import { test } from '../fixtures';
import { models } from './models';
import { runPath } from './run-path';

type RecordedSpec = {
  title: string;
  actors: { machine: string; actor: string; steps: { event: EventObject; state: string | null }[] }[];
};

/**
 * The runner of a spec exported from the debug panel (a path or a session's trace): one test per actor, its
 * events through its machine's test model from a fresh screen on its own data, each step checked against the
 * state recorded — the console's machine must still allow the step, and the screen must show that state.
 */
export const recordedTest = (spec: RecordedSpec): void => {
  for (const [i, actor] of spec.actors.entries()) {
    const title = `${spec.title}: ${actor.machine}${spec.actors.length > 1 ? ` (actor ${i + 1})` : ''}`;
    test(title, async ({ page, request, baseURL }, testInfo) => {
      const entry = registry.find((e) => e.id === actor.machine || e.machine.id === actor.machine);
      if (!entry)
        throw new Error(`${actor.machine} is not a machine of the registry (src/machines/registry.ts)`);
      const model = models.find((m) => m.id === entry.id);
      // A session's trace holds every actor of the console; those without a model yet are named, not replayed.
      test.skip(!model, `${entry.id} has no test model yet (tests/e2e/model/models)`);
      if (!model) return;
      await runPath(
        model,
        {
          title,
          machine: entry.machine,
          input: entry.input,
          events: actor.steps.map((s) => s.event),
          recorded: actor.steps.map((s) => s.state),
        },
        { page, request, baseURL: baseURL as string, testInfo },
      );
    });
  }
};
