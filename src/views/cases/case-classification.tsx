import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import type { CaseRecord } from '../../contracts/workflow/cases';
import { deskListMachine } from '../../machines/desk-list.machine';
import { classificationPath, levelsOfRecord } from '../../rules/case-classification';

/**
 * The case's classification as people read it, "Service › Category › Sub-category › Issues" by name: the path
 * of its deepest level in the case classification's flat list (read once for the page).
 */
export const CaseClassificationPath = ({ record }: { record: CaseRecord }) => {
  const list = useScreenActor(deskListMachine, { input: { kind: 'classifications' } });
  const values = useSelector(list, (s) => s.context.rows.classifications);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const path = classificationPath(levelsOfRecord(record), values);
  if (path === null) return <>Not classified</>;
  if (path !== undefined) return <>{path}</>;
  // Not in the list: still loading, or a value since removed from the classification.
  return <>{loading ? 'Loading…' : 'A value no longer in the classification'}</>;
};
