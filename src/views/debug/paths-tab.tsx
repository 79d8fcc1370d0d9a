import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineReport } from '../../machines/graph/machine-report';
import { pathSpec } from '../../machines/graph/playwright-spec';
import { eventText } from '../../machines/graph/report';
import { registryEntryOf } from './registry-entry';
import { download } from './download';
import styles from './debug.module.css';
import { Button } from '../kit/ui/button';

/** The generated paths of the selected machine, each exportable as a Playwright test that runs as it is. */
export const PathsTab = ({ machine }: { machine: AnyStateMachine | null }) => {
  const entry = registryEntryOf(machine);
  const report = useMemo(() => (entry ? machineReport(entry) : null), [entry]);
  if (!entry || !report)
    return <p className={styles.note}>Choose a registered machine actor in the Actors tab.</p>;
  const { states, transitions } = report.coverage;
  return (
    <>
      <p role="status">
        {report.paths.length} paths for {entry.id}: states {states.reached}/{states.total}, transitions{' '}
        {transitions.reached}/{transitions.total}.
      </p>
      <ol aria-label={`Paths of ${entry.id}`}>
        {report.paths.map((path, i) => (
          <li key={i}>
            <details>
              <summary className={styles.focusable}>
                {path.kind} → <span className={styles.mono}>{path.target}</span> ({path.steps.length} steps)
              </summary>
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
                  download(`${entry.id}-path-${i + 1}.spec.ts`, pathSpec(entry.id, path, i), 'text/plain')
                }
              >
                Export Playwright test
              </Button>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
};
