import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { busMessages } from '../db/schema';
import { LocalListeners } from './local-listeners';
import type { Bus, BusMessage } from './messages';

/** The one channel every instance of the service listens on (NOTIFY is per database). */
export const busChannel = 'staff_console_bus';
/** Under NOTIFY's 8000-byte limit with room for the envelope; larger messages go through bus_messages. */
export const inlineLimitBytes = 7500;

type Logger = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

export type PgBusOptions = {
  /** For the dedicated LISTEN connection: pooled connections cannot hold a LISTEN. */
  connectionString: string;
  /** The app's pool: publishing and reading large messages. */
  db: Db;
  log?: Logger;
  /** Longest wait between reconnection attempts. */
  maxBackoffMs?: number;
  /** Tests lower it to push ordinary messages through the table. */
  inlineLimit?: number;
};

/** What travels on the channel: the sender, and the message itself or the id of its bus_messages row. */
type Wire = { f: string; m: BusMessage } | { f: string; r: number };

/**
 * The bus of several instances on one PostgreSQL. A message is delivered here at once and sent with pg_notify,
 * which each instance hears on its own LISTEN connection; the sender recognises its echo by the instance id and
 * drops it. If the LISTEN connection drops it is reopened with backoff, and since anything sent meanwhile is
 * lost the resync listeners run (the app clears its caches); pushes missed meanwhile are not replayed, like a
 * console's own reconnect, which reloads its lists.
 */
export async function createPgBus(options: PgBusOptions): Promise<Bus> {
  const { db, log } = options;
  const instanceId = randomUUID();
  const local = new LocalListeners();
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const inlineLimit = options.inlineLimit ?? inlineLimitBytes;
  const report = (error: unknown) => log?.warn({ err: error }, 'bus listener failed');
  let sending: Promise<void> = Promise.resolve();
  let received: Promise<void> = Promise.resolve();
  let client: pg.Client | null = null;
  let closing = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | null = null;
  let started = false;

  const send = async (message: BusMessage) => {
    const text = JSON.stringify({ f: instanceId, m: message } satisfies Wire);
    if (Buffer.byteLength(text) <= inlineLimit) {
      await db.execute(sql`select pg_notify(${busChannel}, ${text})`);
      return;
    }
    // One statement: the row is committed when the notification is delivered, and old rows go at the same time.
    await db.execute(sql`
      with gone as (delete from bus_messages where created_at < now() - interval '5 minutes'),
           row as (insert into bus_messages (body) values (${JSON.stringify(message)}) returning id)
      select pg_notify(${busChannel}, json_build_object('f', ${instanceId}::text, 'r', row.id)::text) from row`);
  };

  const receive = async (payload: string) => {
    const wire = JSON.parse(payload) as Wire;
    if (wire.f === instanceId) return; // delivered locally when published
    let message: BusMessage;
    if ('m' in wire) message = wire.m;
    else {
      const [row] = await db
        .select({ body: busMessages.body })
        .from(busMessages)
        .where(eq(busMessages.id, wire.r));
      const body = row?.body;
      if (body === undefined) return; // already swept: minutes late, nobody waits for it any more
      message = JSON.parse(body) as BusMessage;
    }
    local.deliver(message, report);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'staff-console-bus',
      keepAlive: true,
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (closing) return;
      log?.warn({ err: error }, 'bus: lost the LISTEN connection; reconnecting');
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (notification) => {
      if (notification.channel !== busChannel || !notification.payload) return;
      const payload = notification.payload;
      // In order, one at a time: a large message read from the table must not overtake the next small one.
      received = received.then(() => receive(payload)).catch(report);
    });
    await next.connect();
    try {
      await next.query(`LISTEN ${busChannel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closing) {
      await next.end().catch(() => undefined); // closed while this reconnection was under way
      return;
    }
    client = next;
    if (started) {
      log?.info({ attempts }, 'bus: listening again; caches cleared');
      local.resynced(report);
    }
    attempts = 0;
  };

  const schedule = () => {
    if (retry || closing) return;
    const delay = Math.min(maxBackoffMs, 100 * 2 ** attempts);
    attempts += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log?.warn({ err: error, attempts }, 'bus: reconnection failed');
        schedule();
      });
    }, delay);
    retry.unref();
  };

  await connect();
  started = true;

  return {
    kind: 'postgres',
    instanceId,
    publish: (message) => {
      local.deliver(message, report);
      // One at a time: sent on different pool connections at once, the notifications could commit (and so
      // arrive) out of order, and a console must see a record's changes in the order they were made.
      sending = sending
        .then(() => send(message))
        .catch((error: unknown) => log?.warn({ err: error, topic: message.topic }, 'bus: publish failed'));
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    onResync: (listener) => local.onResync(listener),
    close: async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      await sending;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
      await received;
    },
  };
}
