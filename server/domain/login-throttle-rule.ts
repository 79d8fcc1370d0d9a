/**
 * Sign-in throttling as a pure rule: given the recent failures and resets, how long must an attempt wait?
 * Three keys, so that no single one can be turned into a weapon:
 * - pair (account + address): the classic lock, but only for the address that guessed;
 * - address (any account): progressive, so spraying many names from one address is slowed;
 * - account (any address): progressive with a short cap, so a distributed guesser is slowed.
 * Neither the address nor the account key applies at an address the account has signed in from (knownAddress, a
 * remembered account+address pair). An address is often shared (an office behind one NAT, every user behind a proxy
 * without TRUST_PROXY): a stranger spraying made-up names there would otherwise lock out every colleague, and a
 * stranger pacing one failure a minute elsewhere would keep the account's wait alive for ever. What the stranger's
 * failures still slow is the stranger's own traffic: unknown names and accounts never signed in from that address.
 * Those two are slowed alike on purpose: were accounts spared and unknown names refused, a refusal would tell the
 * stranger which names exist.
 */
export type ThrottleKey = 'pair' | 'address' | 'account';

export type Failure = { loginName: string; ip: string; at: number };

/** A point after which a key counts afresh: a successful sign-in of the pair, or an administrator's lift. */
export type Reset = { key: ThrottleKey; loginName: string | null; ip: string | null; at: number };

export type Throttle = {
  key: ThrottleKey;
  loginName: string | null;
  ip: string | null;
  /** Failures counted in the window ending at the latest one. */
  failures: number;
  /** Epoch ms until which attempts under this key are refused. */
  until: number;
};

export const throttleWindowMs = 15 * 60 * 1000;
const second = 1000;

type Policy = { threshold: number; waitMs: (failures: number) => number };

export const throttlePolicies: Record<ThrottleKey, Policy> = {
  pair: { threshold: 5, waitMs: () => throttleWindowMs },
  address: { threshold: 10, waitMs: (n) => Math.min(2 ** (n - 10) * second, throttleWindowMs) },
  account: { threshold: 10, waitMs: (n) => Math.min(2 ** (n - 10) * second, 60 * second) },
};

/** How far back the failures must be read so that every possible wait is seen. */
export const throttleLookbackMs = 2 * throttleWindowMs;

const throttleKeys: readonly ThrottleKey[] = ['pair', 'address', 'account'];

type Subject = { loginName: string; ip: string };
/** An attempt: knownAddress when the account signed in successfully from this address recently. */
export type Attempt = Subject & { knownAddress?: boolean };

function matches(key: ThrottleKey, subject: Subject, loginName: string | null, ip: string | null): boolean {
  if (key === 'address') return ip === subject.ip;
  if (key === 'account') return loginName === subject.loginName;
  return ip === subject.ip && loginName === subject.loginName;
}

/** The key's state from its own failures; the wait is measured from the latest failure, not from now. */
function stateOf(
  key: ThrottleKey,
  subject: Subject,
  failures: readonly Failure[],
  resets: readonly Reset[],
): Throttle | null {
  const since = resets
    .filter((r) => r.key === key && matches(key, subject, r.loginName, r.ip))
    .reduce((latest, r) => Math.max(latest, r.at), -Infinity);
  const counted = failures.filter((f) => f.at > since && matches(key, subject, f.loginName, f.ip));
  if (counted.length === 0) return null;
  const last = counted.reduce((latest, f) => Math.max(latest, f.at), -Infinity);
  const n = counted.filter((f) => f.at > last - throttleWindowMs).length;
  const policy = throttlePolicies[key];
  if (n < policy.threshold) return null;
  return {
    key,
    loginName: key === 'address' ? null : subject.loginName,
    ip: key === 'account' ? null : subject.ip,
    failures: n,
    until: last + policy.waitMs(n),
  };
}

/** The keys that refuse this (login name, address) attempt at `now`, longest wait first. */
export function throttlesFor(
  attempt: Attempt,
  failures: readonly Failure[],
  resets: readonly Reset[],
  now: number,
): Throttle[] {
  return throttleKeys
    .filter((key) => key === 'pair' || !attempt.knownAddress)
    .map((key) => stateOf(key, attempt, failures, resets))
    .filter((t): t is Throttle => t !== null && t.until > now)
    .sort((a, b) => b.until - a.until);
}

/** Milliseconds the attempt must wait; 0 when it may try. */
export function throttleWaitMs(
  attempt: Attempt,
  failures: readonly Failure[],
  resets: readonly Reset[],
  now: number,
): number {
  const [longest] = throttlesFor(attempt, failures, resets, now);
  return longest ? longest.until - now : 0;
}

/** Every key that refuses attempts at `now` (the administrators' list), longest wait first. */
export function activeThrottles(
  failures: readonly Failure[],
  resets: readonly Reset[],
  now: number,
): Throttle[] {
  // Group once, so the list costs one pass over the failures rather than one per failure.
  const groups = new Map<string, { key: ThrottleKey; subject: Subject; failures: Failure[] }>();
  for (const f of failures) {
    for (const key of throttleKeys) {
      const id = `${key}|${key === 'address' ? '' : f.loginName}|${key === 'account' ? '' : f.ip}`;
      const group = groups.get(id) ?? { key, subject: f, failures: [] };
      group.failures.push(f);
      groups.set(id, group);
    }
  }
  return [...groups.values()]
    .map((g) => stateOf(g.key, g.subject, g.failures, resets))
    .filter((t): t is Throttle => t !== null && t.until > now)
    .sort((a, b) => b.until - a.until);
}

/** "Try again in N seconds/minutes", rounded up so the caller never comes back too early. */
export function waitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / second));
  if (seconds < 60)
    return `Too many failed sign-ins. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
