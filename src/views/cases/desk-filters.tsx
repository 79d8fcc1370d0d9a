import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { deskFiltersMachine } from '../../machines/desk-filters.machine';
import type { workflowListsMachine } from '../../machines/workflow-lists.machine';
import { narrowingFilters } from '../../rules/desk-url-filter';
import type { useDeskUrl } from './use-desk-url';
import { ClassificationFilter } from './classification-filter';
import { Button } from '../kit/ui/button';
import { DeskLive } from './desk-live';
import { OwnerFilter } from './owner-filter';
import { WorkgroupFilter } from './workgroup-filter';
import { SlaFilter } from './sla-filter';
import { StatusFilter } from './status-filter';
import styles from './desk.module.css';

type DeskFiltersProps = {
  lists: ActorRefFrom<typeof workflowListsMachine>;
  filters: ActorRefFrom<typeof deskFiltersMachine>;
  desk: ReturnType<typeof useDeskUrl>;
  noun: string;
  /** The first row's owner: names the owner filter's choice before the user list arrives. */
  chosenName: string | null;
};

/**
 * The desk's five filters under the title, each label beside its own select. On a phone they fold behind a
 * Filters button that counts those narrowing the list: shown, they pushed the first row 800 px down a 667 px
 * screen.
 */
export const DeskFilters = ({ lists, filters, desk, noun, chosenName }: DeskFiltersProps) => {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const viewer = useSelector(lists, (s) => s.context.viewer);
  const workgroups = useSelector(lists, (s) => s.context.workgroups);
  const loading = useSelector(lists, (s) => s.hasTag('loading'));
  const filterUsers = useSelector(filters, (s) => s.context.users);
  const { sla, owner, status, cls } = desk.state;
  const narrowing = narrowingFilters(desk.state);
  return (
    <div className={styles.filterArea}>
      <div className={styles.filterBar}>
        <Button
          size="sm"
          className={styles.filterToggle}
          aria-expanded={open}
          aria-controls={groupId}
          onClick={() => setOpen((shown) => !shown)}
        >
          Filters
          {narrowing > 0 && (
            <>
              {' '}
              <span className={styles.count}>
                {narrowing}
                <span className="visually-hidden"> set</span>
              </span>
            </>
          )}
        </Button>
        <DeskLive actor={lists} />
      </div>
      <div
        id={groupId}
        className={styles.filters}
        data-open={open || undefined}
        role="group"
        aria-label={`Filter the ${noun}`}
      >
        <WorkgroupFilter
          value={viewer?.wrkgrp_id ?? null}
          workgroups={workgroups}
          disabled={loading}
          onChange={desk.setWorkgroup}
        />
        <SlaFilter value={sla} onChange={(value) => desk.setFilter({ sla: value })} />
        <StatusFilter
          filters={filters}
          wrkgrpId={viewer?.wrkgrp_id ?? null}
          value={status}
          onChange={(value) => desk.setFilter({ status: value })}
        />
        <ClassificationFilter
          filters={filters}
          value={cls}
          onChange={(value) => desk.setFilter({ cls: value })}
        />
        <OwnerFilter
          value={owner}
          me={viewer?.owner_user_id ?? null}
          users={filterUsers}
          chosenName={chosenName}
          onChange={(value) => desk.setFilter({ owner: value })}
        />
      </div>
    </div>
  );
};
