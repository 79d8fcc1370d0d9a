import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChosenRow } from '../../../../src/views/kit/datatable/use-chosen-row';

type Row = { id: number; title: string };
const first: Row[] = [
  { id: 1, title: 'TSK-00001' },
  { id: 2, title: 'TSK-00002' },
];

describe('the chosen row of a kit list', () => {
  it('is none at first, the row of the chosen key after, kept across a reload and gone when its row goes', () => {
    const { result, rerender } = renderHook(({ rows }) => useChosenRow(rows, (r) => r.id), {
      initialProps: { rows: first },
    });
    expect(result.current[0]).toBeNull();
    act(() => result.current[1](2));
    expect(result.current[0]?.title).toBe('TSK-00002');
    // A reload brings new row objects: the same key stays chosen.
    rerender({ rows: first.map((r) => ({ ...r })) });
    expect(result.current[0]?.title).toBe('TSK-00002');
    rerender({ rows: first.slice(0, 1) });
    expect(result.current[0]).toBeNull();
    act(() => result.current[1](null));
    rerender({ rows: first });
    expect(result.current[0]).toBeNull();
  });
});
