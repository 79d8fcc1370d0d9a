/** JSON-safe value shown in the debug panel, exported in a trace or sent to the team view. */
export type Redacted = null | boolean | number | string | Redacted[] | { [key: string]: Redacted };

export const redactedMark = '[redacted]';

/**
 * The one redaction rule: a value is secret when its key names a token, password or credential (SIP ones
 * included: sip_password, authorization_user, ha1), or when a string carries a Bearer token. Keys are matched
 * loosely on purpose: hiding a harmless field costs nothing, showing a secret costs a session.
 */
export const secretKey = /token|passw|pwd|secret|credential|authori[sz]ation|^ha1$|cookie|api.?key/i;
const bearerText = /bearer\s+\S+/i;

// Bounds keep a large context (a 10,000-node tree) cheap to record on every snapshot.
export const redactLimits = { depth: 8, items: 100, text: 500, nodes: 5000 };

type Seen = WeakSet<object> & { visited?: number };

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';

const text = (value: string): string => {
  if (bearerText.test(value)) return redactedMark;
  return value.length > redactLimits.text
    ? `${value.slice(0, redactLimits.text)}… (${value.length} chars)`
    : value;
};

const list = (items: unknown[], depth: number, seen: Seen): Redacted[] => {
  const shown = items.slice(0, redactLimits.items).map((item) => walk(item, depth + 1, seen));
  return items.length > redactLimits.items
    ? [...shown, `… ${items.length - redactLimits.items} more`]
    : shown;
};

const record = (entries: [string, unknown][], depth: number, seen: Seen): { [key: string]: Redacted } =>
  Object.fromEntries(
    entries
      .slice(0, redactLimits.items)
      .map(([key, item]) => [key, secretKey.test(key) ? redactedMark : walk(item, depth + 1, seen)]),
  );

function walk(value: unknown, depth: number, seen: Seen): Redacted {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return '[circular]';
  seen.visited = (seen.visited ?? 0) + 1;
  if (depth >= redactLimits.depth || seen.visited > redactLimits.nodes) return '[…]';
  if (value instanceof Error) return { name: value.name, message: text(value.message) };
  if (value instanceof Date) return value.toISOString();
  if (isActorRef(value)) return `[actor ${value.id}]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) return list(value, depth, seen);
    if (value instanceof Set) return list([...value], depth, seen);
    if (value instanceof Map)
      return record(
        [...value].map(([k, v]) => [String(k), v]),
        depth,
        seen,
      );
    return record(Object.entries(value), depth, seen);
  } finally {
    seen.delete(value);
  }
}

/** A JSON-safe copy of any value with every secret replaced; the input is never changed. */
export const redact = (value: unknown): Redacted => walk(value, 0, new WeakSet());
