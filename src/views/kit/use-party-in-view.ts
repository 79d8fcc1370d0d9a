import { useEffect } from 'react';
import { useAppActors } from '../../app/actors';
import type { PartyInView } from '../../machines/layout.machine';

/**
 * Tells the customer-info panel which party this screen is about, and that it is about none once it closes:
 * the panel then shows who the agent is looking at, on whatever screen names them.
 */
export function usePartyInView(party: PartyInView | null): void {
  const { layout } = useAppActors();
  const key = party ? `${party.type}:${party.id}:${party.name ?? ''}` : '';
  useEffect(() => {
    if (!party) return;
    layout.send({ type: 'layout.partyInView', party });
    return () => layout.send({ type: 'layout.partyInView', party: null });
    // The key stands for the party: a new object naming the same party is the same report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, key]);
}
