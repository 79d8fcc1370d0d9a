/**
 * Checks every payload must pass before its own contract sees it. They hold for any call, so they live in one
 * place rather than in 300 schemas: a NUL cannot be stored in a PostgreSQL text column (error 22021), and a zod
 * schema that recurses (query groups, trees) would overflow the stack on input nested thousands deep.
 */

/** Deeper than any payload of §7 needs (a query group of 8 levels is 18 JSON levels). */
export const maxPayloadDepth = 64;

export type PayloadProblem = { path: string; message: string };

export const payloadMessages = {
  nul: 'must not contain a NUL character',
  tooDeep: (limit: number) => `is nested too deeply (at most ${limit} levels)`,
} as const;

type Pending = { value: unknown; path: string; depth: number };

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first problem found, or null. Iterative (an explicit stack), so the check itself cannot overflow; it stops
 * at the first problem, so a hostile payload costs at most one walk.
 */
export function findPayloadProblem(value: unknown, limit = maxPayloadDepth): PayloadProblem | null {
  const stack: Pending[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop() as Pending;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path, message: payloadMessages.nul };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return { path, message: payloadMessages.tooDeep(limit) };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], path: join(path, i), depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return { path, message: `a key ${payloadMessages.nul}` };
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}

/** How deep a JSON value nests, counting no further than limit + 1 (iterative, for recursive contracts). */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return deepest;
}

/** A short, printable excerpt of a value for a message: input is never echoed back at length. */
export function excerpt(value: unknown, max = 40): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be echoed
  const printable = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  const shown =
    printable.length > max ? `${printable.slice(0, max)}… (${printable.length} characters)` : printable;
  return typeof value === 'string' ? JSON.stringify(shown) : shown;
}
