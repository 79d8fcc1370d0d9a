import { useMemo, useState } from 'react';
import { getNextTransitions, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { machineOf } from '../../rules/inspection';
import type { ElkNode } from '../kit/graph/elk-engine';
import { GraphViewport } from '../kit/graph/graph-viewport';
import { chartRootOf, useChartLayout } from './chart-cache';
import { activeArea, expansionKey, openingExpansion, toggled, type Expansion } from './chart-expansion';
import { ChartDiagram } from './chart-diagram';
import { ChartList } from './chart-list';
import { registryEntryOf, sampleEventFor } from './registry-entry';
import { useCommitMark } from './phase-mark';
import { useLiveTick } from './use-live';
import { useAfter } from './use-machine-report';
import styles from './debug.module.css';
import chartStyles from './chart.module.css';
import { Button } from '../kit/ui/button';

type Props = { actor: AnyActorRef | undefined; canSend: boolean };

// Done, error and delay events belong to the system; sending them by hand would fake an answer.
const isSystem = (type: string) => type.startsWith('xstate.') || type === '*';

/** The selected machine's statechart, drawn by ELK or as a list, its current state marked, and the events it takes now. */
export const ChartTab = ({ actor, canSend }: Props) => {
  useLiveTick();
  const machine = actor ? machineOf(actor) : null;
  if (!actor || !machine) return <p className={styles.note}>Choose a machine actor in the Actors tab.</p>;
  // Another actor opens on its own active states.
  return <Chart key={actor.id} actor={actor} machine={machine} canSend={canSend} />;
};

const Chart = ({
  actor,
  machine,
  canSend,
}: {
  actor: AnyActorRef;
  machine: AnyStateMachine;
  canSend: boolean;
}) => {
  const [view, setView] = useState<'diagram' | 'list'>('diagram');
  const root = chartRootOf(machine);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const [open, setOpen] = useState<Expansion>(() => openingExpansion(root, snapshot));
  // The actor moving into a closed state opens it, as the chart opened on the states it started in; a state the
  // person closed stays closed while the actor stays in it.
  const active = openingExpansion(root, snapshot);
  const [seenActive, setSeenActive] = useState<Expansion>(active);
  if (expansionKey(active) !== expansionKey(seenActive)) {
    const entered = [...active].filter((id) => !seenActive.has(id));
    setSeenActive(active);
    if (entered.length > 0) setOpen((o) => new Set([...o, ...entered]));
  }
  const layout = useChartLayout(machine, open, view === 'diagram');
  // While a state just opened or closed is laid out, the picture before it stays (no blank frame, focus kept).
  const [lastReady, setLastReady] = useState<ElkNode | null>(null);
  if (layout.kind === 'ready' && lastReady !== layout.layout) setLastReady(layout.layout);
  const picture = layout.kind === 'ready' ? layout.layout : lastReady;
  // A picture wider than the frame at a readable zoom opens on the active states; read as each picture comes.
  const focus = useMemo(
    () => (picture ? activeArea(picture, root, actor.getSnapshot() as AnyMachineSnapshot) : undefined),
    [picture, root, actor],
  );
  const slow = useAfter(100, layout.kind === 'laying-out' ? open : null);
  useCommitMark('chart-commit', layout.kind === 'ready');
  const entry = registryEntryOf(machine);
  const next = getNextTransitions(snapshot);
  const available = [...new Set(next.map((t) => t.eventType))].filter(Boolean);
  // The key check is the panel's: `canSend` comes from the debug.send-event permission, for buttons and diagram alike.
  const send = (type: string) => actor.send(sampleEventFor(entry, type));
  const toggle = (id: string) => setOpen((o) => toggled(o, id));
  const list = (
    <ul className={styles.edges}>
      <ChartList node={root} snapshot={snapshot} machineId={machine.id} />
    </ul>
  );
  return (
    <>
      <section aria-label="Transitions available now">
        <h3>Available now</h3>
        {!canSend && <p className={styles.note}>Sending events is for the administrator profile only.</p>}
        <ul className={styles.edges}>
          {available.map((type) => (
            <li key={type}>
              <Button
                variant="quiet"
                size="sm"
                disabled={!canSend || isSystem(type)}
                title={isSystem(type) ? 'Sent by the system, not by hand' : undefined}
                onClick={() => send(type)}
              >
                Send {type}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={`Statechart of ${machine.id}`}>
        <h3>Statechart</h3>
        <div role="group" aria-label="Show the statechart as" className={chartStyles.toggle}>
          <Button
            size="sm"
            variant={view === 'diagram' ? 'primary' : 'secondary'}
            aria-pressed={view === 'diagram'}
            onClick={() => setView('diagram')}
          >
            Diagram
          </Button>
          <Button
            size="sm"
            variant={view === 'list' ? 'primary' : 'secondary'}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            List
          </Button>
        </div>
        {view === 'list' && list}
        {view === 'diagram' && (
          <>
            {/* The picture is for the eye; the same chart as a list stays for screen readers. */}
            <div className="visually-hidden">{list}</div>
            {layout.kind === 'laying-out' && slow && <p role="status">Laying out the statechart…</p>}
            {layout.kind === 'failed' && <p role="alert">{layout.text}</p>}
            {picture && (
              <GraphViewport
                name="Statechart"
                width={picture.width ?? 0}
                height={picture.height ?? 0}
                // Only its compound states, buttons that open and close them, are read out of the picture.
                svg={{ role: 'group', label: `Statechart diagram of ${machine.id}` }}
                focus={focus}
              >
                <ChartDiagram
                  layout={picture}
                  root={root}
                  snapshot={snapshot}
                  available={new Set(next)}
                  onSend={canSend ? send : null}
                  onToggle={toggle}
                />
              </GraphViewport>
            )}
          </>
        )}
      </section>
    </>
  );
};
