import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client';
import { repoPath } from '../../../server/repo-root';

type Parser = { safeParse: (data: unknown, params?: unknown) => unknown; def?: unknown };
const isContract = (value: unknown): value is Parser =>
  typeof value === 'object' &&
  value !== null &&
  'def' in value &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function';

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? contractFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * The request contract of each call: the route's body schema, or, for calls that validate in the domain (the
 * same contracts, through parseInput), the first exported schema of src/contracts that parses an empty body sent
 * to the call. Each exported schema's safeParse is watched for the walk and put back afterwards.
 */
export async function contractsOfCalls(
  app: FastifyInstance,
  routes: readonly { url: string; schema: unknown }[],
  token: () => string,
): Promise<{ url: string; schema: unknown }[]> {
  const parsed: unknown[] = [];
  const restore: (() => void)[] = [];
  for (const file of contractFiles(repoPath('src', 'contracts'))) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!isContract(value) || restore.some((r) => (r as { target?: unknown }).target === value)) continue;
      const original = value.safeParse;
      value.safeParse = (data, params) => {
        parsed.push(value);
        return original(data, params);
      };
      restore.push(Object.assign(() => (value.safeParse = original), { target: value }));
    }
  }
  try {
    const out: { url: string; schema: unknown }[] = [];
    for (const route of routes) {
      if (route.schema) {
        out.push(route);
        continue;
      }
      parsed.length = 0;
      await app.inject({
        method: 'POST',
        url: route.url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
        payload: '{}',
      });
      if (parsed.length) out.push({ url: route.url, schema: parsed[0] });
    }
    return out;
  } finally {
    for (const undo of restore) undo();
  }
}

/** A row trigger on every table records which tables a request wrote to (test database only). */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(sql`create table scope_probe_writes (tbl text not null)`);
  await db.execute(
    sql.raw(`create function scope_probe_log() returns trigger language plpgsql as $$
      begin insert into scope_probe_writes values (TG_TABLE_NAME); return null; end $$`),
  );
  await db.execute(
    sql.raw(`do $$ declare t text; begin
      for t in select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'scope_probe_writes'
      loop execute format('create trigger scope_probe_write after insert or update or delete on %I
        for each row execute function scope_probe_log()', t); end loop; end $$`),
  );
}

export async function writesSince(db: Db): Promise<string[]> {
  const answer = (await db.execute(
    sql`select distinct tbl from scope_probe_writes order by tbl`,
  )) as unknown as {
    rows: { tbl: string }[];
  };
  return answer.rows.map((r) => r.tbl);
}
