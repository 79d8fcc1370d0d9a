import { Subject } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromEventObservable, fromPromise, waitFor } from 'xstate';
import { versionMachine, type VersionEvent } from '../../../src/machines/version.machine';
import { readStored, storageKeys, writeStored } from '../../../src/services/storage';

beforeEach(() => localStorage.clear());

describe('version machine', () => {
  it('stores the new version and force-reloads on a mismatch', () => {
    writeStored(storageKeys.currentVersion, '1.2.39');
    const mismatches = new Subject<VersionEvent>();
    const reload = vi.fn();
    const machine = versionMachine.provide({
      actors: {
        versionStream: fromEventObservable(() => mismatches),
        loadEnvironment: fromPromise<readonly string[] | null>(async () => null),
      },
      actions: { reload },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    mismatches.next({ type: 'version.mismatch', version: '1.2.40' });
    expect(readStored(storageKeys.currentVersion)).toBe('1.2.40');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('reloading')).toBe(true);
  });

  it('keeps the environment’s upload blacklist from the start-up answer for the upload control', async () => {
    const machine = versionMachine.provide({
      actors: {
        versionStream: fromEventObservable(() => new Subject<VersionEvent>()),
        loadEnvironment: fromPromise<readonly string[] | null>(async () => ['exe', 'sh', 'iso']),
      },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().context.uploadBlacklist).toBeNull();
    const s = await waitFor(actor, (x) => x.context.uploadBlacklist !== null);
    expect(s.context.uploadBlacklist).toEqual(['exe', 'sh', 'iso']);
  });
});
