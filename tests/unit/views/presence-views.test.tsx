import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { presenceMachine } from '../../../src/machines/presence.machine';
import { sampleCase } from '../../../src/machines/workflow-sample-data';
import { AlsoViewing } from '../../../src/views/cases/also-viewing';
import type { EditConflict } from '../../../src/machines/case-edit.machine';
import { EditConflictNotice } from '../../../src/views/cases/edit-conflict';

const conflict: EditConflict = {
  text: 'CAS-000001 was changed by Pieter van der Merwe at 20 Nov 2026 12:00 since you opened it. Their change is shown; nothing was saved.',
  record: sampleCase(1, { title: 'Claim reprocessed', priority: 'High', version: 3 }),
  changes: [
    {
      id: 9,
      action: 'update',
      user_id: 2,
      user_name: 'Pieter van der Merwe',
      changes: {
        title: ['Hospital claim rejected by the scheme', 'Claim reprocessed'],
        priority: ['Medium', 'High'],
        version: [2, 3],
      },
      note: null,
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('EditConflictNotice', () => {
  it('says why nothing was saved, shows their change beside mine, and offers both ways on', () => {
    const onApply = vi.fn();
    const onDiscard = vi.fn();
    const mine = {
      title: 'My wording',
      description: '',
      priority: 'High' as const,
      severity: 'Moderate' as const,
    };
    render(<EditConflictNotice conflict={conflict} mine={mine} onApply={onApply} onDiscard={onDiscard} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(conflict.text);
    const items = screen.getByRole('list', { name: 'Their change' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /^Title: theirs “Claim reprocessed” · yours “My wording” \(Pieter van der Merwe, /,
      ),
      // Where I typed the same (or nothing), only theirs is shown; the version stamp is never shown.
      expect.stringMatching(/^Priority: theirs “High” \(Pieter van der Merwe, /),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply my change again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});

describe('AlsoViewing', () => {
  it('names the others with their initials, politely, and shows nothing when I am alone', () => {
    // No service: the names arrive as the push channel would bring them.
    const quiet = fromCallback<EventObject, { recordId: number }>(() => () => undefined);
    const actor = createActor(presenceMachine.provide({ actors: { announce: quiet, pushes: quiet } }), {
      input: { recordId: 1, userId: 3 },
    }).start();
    render(<AlsoViewing presence={actor} />);
    expect(screen.queryByText('Also viewing:')).toBeNull();
    act(() =>
      actor.send({
        type: 'presence.viewers',
        recordId: 1,
        seq: 1,
        viewers: [
          { user_id: 3, name: 'Naledi Mokoena' },
          { user_id: 2, name: 'Pieter van der Merwe' },
        ],
      }),
    );
    const list = screen.getByRole('list', { name: 'Also viewing:' });
    expect(list).toHaveTextContent('PMPieter van der Merwe');
    expect(list).not.toHaveTextContent('Naledi');
    expect(list.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
