import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromObservable, fromPromise, waitFor } from 'xstate';
import type { BulkJob, BulkStarted, BulkStartInput } from '../../../src/contracts/workflow/bulk';
import { bulkJobMachine } from '../../../src/machines/bulk-job.machine';
import { BulkBar } from '../../../src/views/cases/bulk-bar';
import { BulkProgress } from '../../../src/views/cases/bulk-progress';

describe('bulk bar', () => {
  it('offers every match across pages, then the actions for the selection', async () => {
    const onSelectAll = vi.fn();
    const onAction = vi.fn();
    const props = {
      noun: 'cases',
      busy: false,
      loading: false,
      actions: ['assign', 'close'] as const,
      onSelectAll,
      onClear: vi.fn(),
      onAction,
    };
    const { rerender } = render(<BulkBar {...props} selected={0} matching={137} />);
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByRole('button', { name: 'Assign…' })).toBeDisabled();
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Select all 137 cases matching this filter' }),
    );
    expect(onSelectAll).toHaveBeenCalledOnce();
    rerender(<BulkBar {...props} selected={137} matching={137} />);
    expect(within(bar).getByText('137 selected')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /Select all/ })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Close…' }));
    expect(onAction).toHaveBeenCalledWith('close');
  });

  it('holds its place while the list is read, and leaves once an empty list is in', () => {
    const props = {
      noun: 'cases',
      busy: false,
      actions: ['assign'] as const,
      onSelectAll: vi.fn(),
      onClear: vi.fn(),
      onAction: vi.fn(),
    };
    const { rerender } = render(<BulkBar {...props} selected={0} matching={0} loading />);
    expect(screen.getByRole('button', { name: 'Assign…' })).toBeDisabled();
    rerender(<BulkBar {...props} selected={0} matching={0} loading={false} />);
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
  });
});

describe('bulk progress', () => {
  it('shows the bar while running and then the refused records with why', async () => {
    const progress = new Subject<BulkJob>();
    const machine = bulkJobMachine.provide({
      actors: {
        startJob: fromPromise<BulkStarted, BulkStartInput>(async () => ({ job_id: 1, total: 4 })),
        watchJob: fromObservable<BulkJob, { jobId: number }>(() => progress),
      },
    });
    const job: BulkJob = {
      job_id: 1,
      action: 'assign',
      total: 4,
      done: 3,
      refused: 1,
      finished: true,
      results: [
        { id: 1, number: 'CAS-1', outcome: 'done', reason: null },
        { id: 2, number: 'CAS-2', outcome: 'refused', reason: 'CAS-2 is closed' },
      ],
    };
    const actor = createActor(machine).start();
    render(<BulkProgress actor={actor} />);
    await act(async () => actor.send({ type: 'bulk.start', input: { ids: [1, 2, 3, 4], action: 'close' } }));
    await act(() => waitFor(actor, (s) => s.matches('watching')));
    act(() => progress.next({ ...job, done: 1, refused: 0, finished: false, results: [] }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    act(() => {
      progress.next(job);
      progress.complete();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Bulk assign finished' });
    expect(dialog).toHaveTextContent('3 done, 1 refused, of 4.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CAS-2: CAS-2 is closed']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
