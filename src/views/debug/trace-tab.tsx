import { useId, useMemo, useState } from 'react';
import { useInspector } from '../../app/inspector-context';
import { traceSpec } from '../../machines/graph/playwright-spec';
import { parseTraceFile, toTraceFile, type TraceFile } from '../../machines/graph/trace-file';
import { replayTrace } from '../../machines/graph/trace-replay';
import { registry } from '../../machines/registry';
import { machineIdOf } from '../../rules/inspection';
import { download } from './download';
import styles from './debug.module.css';
import { Button, buttonClass } from '../kit/ui/button';
import { Datatable } from '../kit/datatable/datatable';
import { FilterSelect } from '../kit/forms/filter-select';
import { debugPageSize, gridHeightFor } from './debug-grid';
import { stepColumns, stepRow } from './step-row';

const machineIds = registry.map((e) => e.machine.id);

const replayable = (trace: TraceFile): string[] =>
  Object.entries(trace.actors)
    .filter(([, machine]) => registry.some((e) => e.machine.id === machine))
    .map(([id]) => id);

/** Export the session's trace; load one and replay an actor's events step by step against a fresh machine. */
export const TraceTab = () => {
  const inspector = useInspector();
  const [trace, setTrace] = useState<TraceFile | null>(null);
  // The file input is hidden behind its button, so the name of the file loaded is said beside it.
  const [loaded, setLoaded] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [actorId, setActorId] = useState('');
  const [step, setStep] = useState(0);
  const ids = useId();

  const sessionTrace = () => {
    const actors = Object.fromEntries(inspector.actors().map((a) => [a.id, machineIdOf(a)]));
    return toTraceFile(inspector.entries(), actors);
  };
  const stamp = (file: TraceFile) => file.exportedAt.replace(/[:.]/g, '-');
  const handleExport = () => {
    const file = sessionTrace();
    download(`console-trace-${stamp(file)}.json`, JSON.stringify(file, null, 2));
  };
  // The same trace as a Playwright test: each registered actor's events through its test model (README, QA paths).
  const exportTest = (file: TraceFile) =>
    download(`console-trace-${stamp(file)}.spec.ts`, traceSpec(file, machineIds), 'text/plain');
  const handleLoad = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseTraceFile(await file.text());
    if (typeof parsed === 'string') {
      setError(parsed);
      setTrace(null);
      return;
    }
    setError(null);
    setTrace(parsed);
    setLoaded(file.name);
    setActorId(replayable(parsed)[0] ?? '');
    setStep(0);
  };
  const replayed = useMemo(() => {
    if (!trace || !actorId) return null;
    const entry = registry.find((e) => e.machine.id === trace.actors[actorId]);
    return entry ? replayTrace(entry.machine, trace, actorId, entry.input) : null;
  }, [trace, actorId]);
  const current = replayed ? (step === 0 ? replayed.initial : replayed.steps[step - 1]?.state) : null;

  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="secondary" size="sm" onClick={handleExport}>
          Export trace
        </Button>
        <Button variant="secondary" size="sm" onClick={() => exportTest(sessionTrace())}>
          Export as Playwright test
        </Button>
        <span className={`${buttonClass({ size: 'sm' })} ${styles.upload}`}>
          <label htmlFor={`${ids}-file`}>Load a trace</label>
          <input
            id={`${ids}-file`}
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={(e) => void handleLoad(e.target.files?.[0])}
          />
        </span>
        {trace && <span className={styles.note}>{loaded}</span>}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {trace && (
        <section aria-label="Replay">
          <div className={styles.toolbar}>
            <FilterSelect
              inline
              label="Actor to replay"
              value={actorId}
              onChange={(id) => {
                setActorId(id);
                setStep(0);
              }}
            >
              {replayable(trace).map((id) => (
                <option key={id}>{id}</option>
              ))}
            </FilterSelect>
            <Button
              variant="primary"
              size="sm"
              disabled={!replayed || step >= replayed.steps.length}
              onClick={() => setStep((s) => s + 1)}
            >
              Step
            </Button>
            <Button variant="secondary" size="sm" disabled={step === 0} onClick={() => setStep(0)}>
              Restart
            </Button>
            <Button variant="quiet" size="sm" onClick={() => exportTest(trace)}>
              Export loaded trace as Playwright test
            </Button>
          </div>
          {replayed && (
            <>
              <p role="status">
                Step {step} of {replayed.steps.length}: <span className={styles.mono}>{current}</span>
              </p>
              {step > 0 && (
                <Datatable
                  label="Replayed steps"
                  rows={replayed.steps.slice(0, step).map(stepRow)}
                  columns={stepColumns}
                  pageSize={debugPageSize}
                  height={gridHeightFor(step)}
                />
              )}
            </>
          )}
        </section>
      )}
    </>
  );
};
