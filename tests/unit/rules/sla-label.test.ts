import { describe, expect, it } from 'vitest';
import type { CaseSla } from '../../../src/contracts/workflow/sla';
import { slaLabel, workingSpan } from '../../../src/rules/sla-label';

const sla = (patch: Partial<CaseSla>): CaseSla => ({
  state: 'due-later',
  target: 'resolution',
  response_due: '2026-11-23T08:00:00.000Z',
  resolution_due: '2026-11-24T08:00:00.000Z',
  response_met: true,
  minutes_left: 600,
  at: '2026-11-23T07:00:00.000Z',
  ...patch,
});

describe('the SLA badge text says the state without its colour', () => {
  it.each([
    [45, '45 min'],
    [120, '2 h'],
    [130, '2 h 10 min'],
    [-130, '2 h 10 min'],
    [540, '1 d'],
    [600, '1 d 1 h'],
  ])('%i working minutes read %s', (minutes, text) => expect(workingSpan(minutes)).toBe(text));

  it.each<[Partial<CaseSla> | null, string]>([
    [{ state: 'overdue', minutes_left: -130 }, 'Overdue 2 h 10 min'],
    [{ state: 'overdue', target: 'response', minutes_left: -20 }, 'Overdue (response) 20 min'],
    [{ state: 'due-today', minutes_left: 45 }, 'Due today, 45 min left'],
    [{ state: 'due-later' }, 'Due later, 1 d 1 h left'],
    [{ state: 'paused', minutes_left: 60 }, 'Paused, 1 h left'],
    [{ state: 'met', minutes_left: 10 }, 'Met'],
    [{ state: 'met', minutes_left: -90 }, 'Met, 1 h 30 min late'],
    [null, ''],
  ])('%j reads %j', (patch, text) => expect(slaLabel(patch && sla(patch))).toBe(text));
});
