import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What one path reached in the browser: state node paths and transition labels, as the coverage table names them. */
export type CoverageRecord = {
  machine: string;
  title: string;
  states: string[];
  transitions: string[];
  /** The states the model marks unreachable in the browser, with the reasons. */
  unreachable: Record<string, string>;
  /** Why no browser path takes these transitions (they still count against the goal). */
  transitionReasons?: Record<string, string>;
  /** Why the path stopped before its end (a step beyond what a browser can do). */
  stopped?: string;
  /** Why the path did not run at all. */
  skipped?: string;
};

/** Where `npm run test:model` collects the records (one file per path); unset, nothing is written. */
export const coverageDir = (): string | undefined => process.env.MODEL_COVERAGE_DIR;

export const writeCoverage = (record: CoverageRecord): void => {
  const dir = coverageDir();
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${record.machine}-${record.title.replace(/[^\w.-]+/g, '_')}.json`;
  writeFileSync(join(dir, name), JSON.stringify(record));
};
