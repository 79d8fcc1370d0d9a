import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { useInspector } from '../../app/inspector-context';
import { SidePanel } from '../kit/side-panel/side-panel';
import { useMayDo } from '../kit/permission/use-permission';
import { Spinner } from '../kit/spinner/spinner';

import { machineOf } from '../../rules/inspection';
import { ActorsTab } from './actors-tab';
import type { AnyMachineSnapshot } from 'xstate';
import { chartRootOf, startChartLayout } from './chart-cache';
import { openingExpansion } from './chart-expansion';
import { ChartTab } from './chart-tab';
import { EventsTab } from './events-tab';
import { PathsTab } from './paths-tab';
import { useCommitMark } from './phase-mark';
import { registryEntryOf } from './registry-entry';
import { prepareReport } from './report-source';
import { TeamTab } from './team-tab';
import { TraceTab } from './trace-tab';
import { useDebugAccess } from './use-debug-access';
import styles from './debug.module.css';

const tabs = ['Actors', 'Events', 'Statechart', 'Trace', 'Paths', 'Team'] as const;

/** The supervisor debug panel (issue 7): the console's actor system, live, for profiles with the supervisor key. */
export const DebugPanel = ({ onClose }: { onClose: () => void }) => {
  const access = useDebugAccess();
  // The same key the service puts in the access answer (73__73005), read from the catalogue like every button.
  const canSend = useMayDo('debug.send-event');
  const inspector = useInspector();
  const [selected, setSelected] = useState<string | null>('auth');
  const [chosen, setChosen] = useState(false);
  const actor = inspector.actors().find((a) => a.id === selected);
  const machine = actor ? machineOf(actor) : null;
  const allowed = access.kind === 'allowed';
  // Where a first opening's time goes: the panel's code loaded (its first commit), then the service's answer.
  useCommitMark('panel-commit', true);
  useCommitMark('access-ready', allowed);
  // The heavy tabs' work starts when a person chooses an actor, off the main thread (the report and ELK workers),
  // so its Paths tab and statechart are ready, or nearly, when their tab opens. Not for the actor the panel opens
  // on: work queued for it would only delay the one chosen next (each worker answers in order).
  useEffect(() => {
    if (!allowed || !machine || !actor || !chosen) return;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    void startChartLayout(machine, openingExpansion(chartRootOf(machine), snapshot));
    const entry = registryEntryOf(machine);
    if (entry) prepareReport(entry);
  }, [allowed, machine, actor, chosen]);
  return (
    <SidePanel id="debug-panel" title="Debug panel" open width="min(960px, 100vw)" onClose={onClose}>
      {access.kind === 'checking' && <Spinner loading label="Checking access" />}
      {access.kind === 'refused' && (
        <p role="alert" className={styles.error}>
          {access.text}
        </p>
      )}
      {access.kind === 'allowed' && (
        <Tabs.Root defaultValue="Actors">
          <Tabs.List className={styles.tabList} aria-label="Debug views">
            {tabs.map((t) => (
              <Tabs.Trigger key={t} value={t} className={styles.tab}>
                {t}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="Actors">
            <ActorsTab
              selected={selected}
              onSelect={(id) => {
                setSelected(id);
                setChosen(true);
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="Events">
            <EventsTab />
          </Tabs.Content>
          <Tabs.Content value="Statechart">
            <ChartTab actor={actor} canSend={canSend} />
          </Tabs.Content>
          <Tabs.Content value="Trace">
            <TraceTab />
          </Tabs.Content>
          <Tabs.Content value="Paths">
            <PathsTab machine={machine} />
          </Tabs.Content>
          <Tabs.Content value="Team">
            <TeamTab />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </SidePanel>
  );
};
