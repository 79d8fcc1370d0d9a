// CI's closing count: npm test's (the counts file it wrote) plus the PostgreSQL service run's (its Vitest JSON
// report), as one "N passed, N failed, N skipped" line, the last line of the log.
import { readReport } from './time-report.mjs';

const [countsFile, vitestFile] = process.argv.slice(2);
const counts = readReport(countsFile);
const vitest = readReport(vitestFile);
const passed = (counts?.passed ?? 0) + (vitest?.numPassedTests ?? 0);
// A run that left no report failed before it could count: it counts as one failure, never as none.
const failed = (counts?.failed ?? 1) + (vitest ? vitest.numFailedTests : 1);
const skipped = (counts?.skipped ?? 0) + (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
