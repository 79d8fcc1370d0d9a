/** Display helpers of spec §9: dates, durations, excerpts, relative time, lookups, ids, device type. */

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The house date format 'dd MMM yyyy HH:mm' (local time). Unparseable input gives ''. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getDate())} ${monthNames[date.getMonth()]} ${date.getFullYear()} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** time_taken is held in minutes: 60 or more reads 'H hours M minutes', otherwise 'N minutes'. */
export function formatTimeTaken(minutes: number | string | null | undefined): string {
  const total = Math.floor(Number(minutes));
  if (minutes === null || minutes === undefined || minutes === '' || !Number.isFinite(total)) return '';
  if (total >= 60) return `${Math.floor(total / 60)} hours ${total % 60} minutes`;
  return `${total} minutes`;
}

/** Truncates to n characters (default 5) and adds an ellipsis only when something was cut. */
export function excerpt(text: string | null | undefined, length = 5): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

const units: ReadonlyArray<readonly [string, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'N seconds|minutes|hours|days|months|years ago'; a future time reads as 'just now'. */
export function relativeTime(value: Date | string | number, now: number = Date.now()): string {
  const then = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.floor((now - then) / 1000);
  if (seconds < 1) return 'just now';
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    }
  }
  return `${seconds} second${seconds === 1 ? '' : 's'} ago`;
}

/** Finds the item with the id and returns one named property of it ('' when either is missing). */
export function lookupById<T extends { id: unknown }, K extends keyof T>(
  list: readonly T[],
  id: T['id'],
  property: K,
): T[K] | '' {
  for (const item of list) if (item.id === id) return item[property];
  return '';
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 5-character alphanumeric id (spec §9). The random source is injectable for tests. */
export function generateId(random: () => number = Math.random, length = 5): string {
  let id = '';
  for (let i = 0; i < length; i++)
    id += idAlphabet[Math.floor(random() * idAlphabet.length) % idAlphabet.length];
  return id;
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export const mobileMaxWidth = 767;
export const tabletMaxWidth = 1024;

export function deviceType(width: number): DeviceType {
  if (width <= mobileMaxWidth) return 'mobile';
  if (width <= tabletMaxWidth) return 'tablet';
  return 'desktop';
}
