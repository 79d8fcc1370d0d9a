/**
 * The tenant each user of a browser chose last, kept as one small JSON object ({"<user id>": tenant id}) so two
 * colleagues sharing a machine each get their own. Anything unreadable counts as nothing remembered.
 */
type Remembered = Record<string, number>;

const parse = (stored: string | null): Remembered => {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, number] => Number.isInteger(e[1]) && e[1] > 0),
    );
  } catch {
    return {};
  }
};

export const rememberedTenant = (stored: string | null, userId: number | null): number | null =>
  userId === null ? null : (parse(stored)[String(userId)] ?? null);

export const rememberTenant = (stored: string | null, userId: number, tenantId: number): string =>
  JSON.stringify({ ...parse(stored), [String(userId)]: tenantId });
