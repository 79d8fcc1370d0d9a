import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { pathStages, type MachinePath } from '../../machines/graph/paths';
import { pathSpec } from '../../machines/graph/playwright-spec';
import { eventText } from '../../machines/graph/report';
import type { RegistryEntry } from '../../machines/registry-entry';
import { registryEntryOf } from './registry-entry';
import { download } from './download';
import { useCommitMark } from './phase-mark';
import { useAfter, useMachineReport } from './use-machine-report';
import styles from './debug.module.css';
import { Button } from '../kit/ui/button';

/** The generated paths of the selected machine, each exportable as a Playwright test that runs as it is. */
export const PathsTab = ({ machine }: { machine: AnyStateMachine | null }) => {
  const entry = registryEntryOf(machine);
  const state = useMachineReport(entry);
  const slow = useAfter(100, state?.kind === 'computing' ? entry : null);
  const report = state?.kind === 'ready' ? state.report : null;
  const shown = useBatches(report?.paths.length ?? 0, report);
  useCommitMark('paths-commit', report !== null);
  if (!entry || !state)
    return <p className={styles.note}>Choose a registered machine actor in the Actors tab.</p>;
  if (state.kind === 'failed') return <p role="alert">{state.text}</p>;
  if (state.kind === 'computing') {
    if (!slow) return null;
    const done = state.stage ? pathStages.indexOf(state.stage) : 0;
    return (
      <p role="status">
        Generating the paths of {entry.id}
        {state.stage ? `: ${state.stage}` : ''}…{' '}
        <progress max={pathStages.length} value={done} aria-label={`Paths of ${entry.id} generated`} />
      </p>
    );
  }
  const { states, transitions } = state.report.coverage;
  return (
    <>
      <p role="status">
        {state.report.paths.length} paths for {entry.id}: states {states.reached}/{states.total}, transitions{' '}
        {transitions.reached}/{transitions.total}.
      </p>
      <ol aria-label={`Paths of ${entry.id}`}>
        {state.report.paths.slice(0, shown).map((path, i) => (
          <PathItem key={i} entry={entry} path={path} index={i} />
        ))}
      </ol>
    </>
  );
};

const batch = 100;

/**
 * How many of `total` rows to draw: a batch now and a batch more each frame, so hundreds of paths (telephony has
 * about 400) never hold the main thread in one long render; all of them are there a few frames later.
 */
const useBatches = (total: number, key: unknown): number => {
  const [shown, setShown] = useState({ key, count: batch });
  const count = shown.key === key ? shown.count : batch;
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => setShown({ key, count: count + batch }));
    return () => cancelAnimationFrame(frame);
  }, [count, total, key]);
  return Math.min(count, total);
};

/**
 * One path, its steps drawn only once opened: a large machine has hundreds of paths and thousands of steps, and
 * drawing them all closed made the tab slow to open for nothing anyone could see.
 */
const PathItem = ({ entry, path, index }: { entry: RegistryEntry; path: MachinePath; index: number }) => {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.focusable}>
          {path.kind} → <span className={styles.mono}>{path.target}</span> ({path.steps.length} steps)
        </summary>
        {open && (
          <>
            <ol>
              {path.steps.map((s, j) => (
                <li key={j} className={styles.mono}>
                  {eventText(s.event).replace(/`/g, '')} → {s.state}
                </li>
              ))}
            </ol>
            <Button
              variant="quiet"
              size="sm"
              onClick={() =>
                download(
                  `${entry.id}-path-${index + 1}.spec.ts`,
                  pathSpec(entry.id, path, index),
                  'text/plain',
                )
              }
            >
              Export Playwright test
            </Button>
          </>
        )}
      </details>
    </li>
  );
};
