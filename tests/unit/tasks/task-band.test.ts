import { describe, expect, it } from 'vitest';
import { completionBand } from '../../../src/rules/task-band';

describe('completionBand (spec §4: 0-50 dark, 51-80 orange, 81-100 red)', () => {
  it.each([
    [0, 'dark', '0% (0-50)'],
    [50, 'dark', '50% (0-50)'],
    [51, 'orange', '51% (51-80)'],
    [80, 'orange', '80% (51-80)'],
    [81, 'red', '81% (81-100)'],
    [100, 'red', '100% (81-100)'],
  ] as const)('%i%% is %s', (completion, band, label) => {
    expect(completionBand(completion)).toEqual({ band, label });
  });

  it('clamps and rounds values outside the scale', () => {
    expect(completionBand(-5).band).toBe('dark');
    expect(completionBand(120)).toEqual({ band: 'red', label: '100% (81-100)' });
    expect(completionBand(50.4).band).toBe('dark');
    expect(completionBand(50.6).band).toBe('orange');
  });
});
