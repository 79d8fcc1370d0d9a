import { useId, useMemo, useState } from 'react';
import type { CampaignAgent, CampaignTarget, TargetPage } from '../../contracts/campaigns';
import { formatPhone } from '../../rules/phone-number';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import forms from '../kit/forms/forms.module.css';
import { Permitted } from '../kit/permission/permitted';
import { Button } from '../kit/ui/button';
import styles from './campaigns.module.css';

type Props = {
  targets: TargetPage | null;
  /** The status the targets are filtered on ('' for all): it decides the empty message. */
  filter: string;
  agents: CampaignAgent[];
  /** A closed version's targets are shown, no longer assigned. */
  assignable: boolean;
  busy: boolean;
  onAssign: (targetIds: number[], agentUserId: number | null) => void;
  onPage: (page: number) => void;
};

const columns: DatatableColumn<CampaignTarget>[] = [
  { id: 'party_name', title: 'Name', grow: true, width: 200 },
  { id: 'party_type', title: 'Type', fit: true },
  { id: 'phone', title: 'Phone', fit: true, format: (v) => formatPhone(v as string | null) },
  { id: 'status', title: 'Status', fit: { maxWidth: 220 } },
  {
    id: 'agent_name',
    title: 'Agent',
    fit: { maxWidth: 240 },
    format: (v) => (v as string | null) ?? 'Unassigned',
  },
];
const noSort = { sort: null, sortable: [], onSort: () => undefined } as const;

/**
 * A version's targets, the page the service sent (ten at a time), each with a tick box: the ticked ones, across
 * pages, are assigned to an agent together.
 */
export const TargetTable = ({ targets, filter, agents, assignable, busy, onAssign, onPage }: Props) => {
  const [chosen, setChosen] = useState<number[]>([]);
  const [agent, setAgent] = useState('');
  const agentId = useId();
  const pg = targets?.page;
  const ticks = useMemo(
    () => ({
      isTicked: (t: CampaignTarget) => chosen.includes(t.id),
      onTick: (t: CampaignTarget) =>
        setChosen((c) => (c.includes(t.id) ? c.filter((id) => id !== t.id) : [...c, t.id])),
    }),
    [chosen],
  );
  return (
    <>
      <p className={styles.muted}>Tick targets (the box, or Space on a row) to assign them together.</p>
      <Datatable
        label="Campaign targets"
        rows={targets?.rows ?? []}
        columns={columns}
        pageSize={pg?.size}
        countNoun="targets"
        loading={busy}
        searchText={filter}
        ticks={ticks}
        service={{
          ...noSort,
          total: pg?.totalElements ?? 0,
          // The service counts pages from 1 (spec §9), the table from 0.
          pageNumber: (pg?.pageNumber ?? 1) - 1,
          onPage: (n) => onPage(n + 1),
        }}
      />
      {assignable && (
        <Permitted action="campaign.manage">
          <div className={styles.row}>
            <label htmlFor={agentId} className={forms.label}>
              Assign {chosen.length} chosen to
            </label>
            <select
              id={agentId}
              className={forms.input}
              value={agent}
              onChange={(e) => setAgent(e.target.value)}
            >
              <option value="">Nobody (unassign)</option>
              {agents.map((a) => (
                <option key={a.user_id} value={a.user_id}>
                  {a.name}
                </option>
              ))}
            </select>
            <Button
              disabled={chosen.length === 0 || busy}
              onClick={() => (onAssign(chosen, agent ? Number(agent) : null), setChosen([]))}
            >
              Assign
            </Button>
          </div>
        </Permitted>
      )}
    </>
  );
};
