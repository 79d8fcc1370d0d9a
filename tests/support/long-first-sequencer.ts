import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The service files that run longest (seconds in a CI replay): a clean clone has no timings cached, and Vitest
 * then starts the largest files first, which left the fuzz (a small file, 61 s) to start last and run alone at
 * the end. With timings cached, Vitest's own order already puts these first.
 */
const longFiles = [
  'tests/server/hardening/fuzz.test.ts', // 61 s
  'tests/server/process-data-dir.test.ts', // 45 s
  'tests/server/one-door/scope.test.ts', // 43 s
  'tests/server/process.test.ts', // 24 s
  'tests/server/telephony/queue-overflow.test.ts', // 21 s
];

const rank = (spec: TestSpecification): number => {
  const index = longFiles.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? longFiles.length : index;
};

/** Vitest's order (projects one after another), with the long files first inside their project. */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted)
      byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    // Array.prototype.sort is stable: files of equal rank keep Vitest's order.
    return [...byProject.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}
