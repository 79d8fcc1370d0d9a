import { coverageOf } from './coverage';
import { generatePaths, type GraphSource, type PathStage } from './paths';
import type { MachineReport } from './report';

/** Paths and coverage of one registry entry; the CLI, the model tests and the debug panel share it. */
export const machineReport = (
  entry: GraphSource & { id: string; purpose: string; unreachable?: Record<string, string> },
  onStage?: (stage: PathStage) => void,
): MachineReport => {
  const paths = generatePaths(entry, onStage);
  onStage?.('coverage');
  return {
    id: entry.id,
    purpose: entry.purpose,
    paths,
    coverage: coverageOf(entry.machine, paths, entry.input),
    unreachable: entry.unreachable ?? {},
  };
};
