/** One part of a test run: its label, its wall time, and the path of its Vitest or Playwright JSON report. */
export type TimedPart = { label: string; ms: number; report: string };
export function timeReport(parts: TimedPart[]): string;
export function readReport(path: string): unknown;
