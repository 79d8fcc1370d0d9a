import { models } from './models';
import { pathTests } from './path-tests';

// The registry's paths, run in Chromium through each machine's test model on the suite's shared server (the
// phone's machines run in phone-paths.spec.ts, on a server with its own SIP server).
pathTests(models);
