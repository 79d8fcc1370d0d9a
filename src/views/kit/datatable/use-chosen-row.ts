import { useState } from 'react';

/**
 * The row a user chose in a kit Datatable, by its key: a canvas row holds no button or link, so a list offers the
 * chosen row's actions under the table. Kept by key, not by row, so a reload that brings the row back keeps it
 * chosen and one that drops it chooses nothing.
 */
export function useChosenRow<R, K>(
  rows: readonly R[],
  keyOf: (row: R) => K,
): [chosen: R | null, choose: (key: K | null) => void] {
  const [key, setKey] = useState<K | null>(null);
  const chosen = key === null ? null : (rows.find((row) => keyOf(row) === key) ?? null);
  return [chosen, setKey];
}
