import { test } from '../fixtures';
import { startTelephonyWorld, type TelephonyWorld } from '../support/telephony-world';
import { endPath, setPhoneWorld, sipDomain } from './models/phone-world';
import { phoneModels } from './models/phone';
import { pathTests } from './path-tests';

// The phone machines' paths (paths.spec.ts runs the others on the shared server, which has no SIP server): one
// product with its own Kamailio for the whole file. Serial, because every path rings the same seeded agent
// (extension 1003): two paths at once would ring each other's agent and answer each other's calls.
test.describe.configure({ mode: 'serial' });

let world: TelephonyWorld | null = null;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  world = await startTelephonyWorld(sipDomain);
  setPhoneWorld(world);
});

test.afterAll(async () => {
  setPhoneWorld(null);
  await world?.server.stop();
  await world?.kamailio.stop();
});

// The other people's windows of the path (an agent, a customer) are put back and closed: the next path's alone.
test.afterEach(async () => endPath());

pathTests(phoneModels, () => world?.server.url ?? '');
