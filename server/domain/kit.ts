import { kitCatalogue, type KitItem, type KitItemKind } from './kit/catalogue';
import { classificationDemo, type ClassificationDemo } from './kit/classification-demo';

/** The gallery's reference calls (#/dev/kit): type-ahead search, demo trees, edit-control updates, dropdowns. */

export function searchKitItems(
  query: string,
  options: { kind?: KitItemKind; limit?: number } = {},
): KitItem[] {
  const needle = query.trim().toLowerCase();
  const limit = options.limit ?? 20;
  const out: KitItem[] = [];
  if (needle === '') return out;
  for (const item of kitCatalogue) {
    if (options.kind && item.kind !== options.kind) continue;
    if (item.name.toLowerCase().includes(needle) || item.region.toLowerCase().includes(needle))
      out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}

export function kitClassificationDropdown(): ClassificationDemo {
  return classificationDemo();
}

export type KitRecord = Record<string, string | number | boolean | null> & { id: string };
export type SavedKitRecord = KitRecord & { updated_at: string };

/**
 * Edit-control saves, kept in memory per user: the gallery demonstrates the round trip, and a restart forgetting
 * them is harmless. Bounded so a caller cannot grow the process without limit.
 */
export function createKitRecordStore(maxRecords = 1000) {
  const records = new Map<string, SavedKitRecord>();
  return {
    save(userId: number, record: KitRecord, now: Date = new Date()): SavedKitRecord {
      const key = `${userId}:${record.id}`;
      const saved: SavedKitRecord = { ...record, updated_at: now.toISOString() };
      records.delete(key);
      records.set(key, saved);
      if (records.size > maxRecords) records.delete(records.keys().next().value as string);
      return saved;
    },
    get: (userId: number, id: string): SavedKitRecord | undefined => records.get(`${userId}:${id}`),
    size: () => records.size,
  };
}
