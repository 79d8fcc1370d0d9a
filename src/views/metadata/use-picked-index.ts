import { useState } from 'react';
import type { SearchIndex } from '../../contracts/metadata/entities';
import { useMetaCollection } from './use-meta';

/** The search indexes and the one the screen works on: until the user picks one, `initial` or the first. */
export const usePickedIndex = (initial: number | null = null) => {
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const [picked, pick] = useState<number | null>(initial);
  const indexId = picked ?? indexes.rows[0]?.id ?? null;
  const index = indexes.rows.find((i) => i.id === indexId) ?? null;
  return { indexes, indexId, index, pick };
};
