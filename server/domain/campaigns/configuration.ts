import { inArray } from 'drizzle-orm';
import type {
  ConfigurationAnswer,
  ConfigurationName,
  ConfigurationValues,
  TagIdent,
} from '../../../src/contracts/campaigns';
import type { Db } from '../../db/client';
import { serviceConfiguration } from '../../db/schema';
import { AppError } from '../../errors';
import { TtlCache } from '../ttl-cache';

// Read on every campaign write and every task form: kept briefly per database so a busy desk does not query it
// each time; a change made in the table is seen within the lifetime.
const lifetimeMs = 30_000;
const caches = new WeakMap<Db, TtlCache<string, unknown>>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache(lifetimeMs)));
  return cache;
};
const missing = Symbol('missing');

/** One configuration value; a name absent from the store is a setup fault, reported as such. */
export async function configValue<N extends ConfigurationName>(
  db: Db,
  name: N,
): Promise<ConfigurationValues[N]> {
  const value = await cacheOf(db).get(name, async () => {
    const [row] = await db
      .select({ value: serviceConfiguration.value })
      .from(serviceConfiguration)
      .where(inArray(serviceConfiguration.name, [name]));
    return row ? row.value : missing;
  });
  if (value === missing) throw new AppError('notFound', `The configuration ${name} is not set up`);
  return value as ConfigurationValues[N];
}

/** The values of several names (POST /configuration/get); names not set up are left out of the answer. */
export async function configValues(
  db: Db,
  names: readonly ConfigurationName[],
): Promise<ConfigurationAnswer> {
  const answer: Record<string, unknown> = {};
  for (const name of new Set(names)) {
    try {
      answer[name] = await configValue(db, name);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return answer as ConfigurationAnswer;
}

/** /search_tags/get: the tags of one tags_list entry. */
export async function searchTags(db: Db, tagident: TagIdent): Promise<string[]> {
  return (await configValue(db, 'tags_list'))[tagident].tags;
}

/** Forget the kept values (tests that change the table). */
export const forgetConfiguration = (db: Db): void => cacheOf(db).clear();
