import { map } from 'rxjs';
import { assign, fromEventObservable, fromPromise, setup } from 'xstate';
import { systemApi } from '../services/system-api';
import { readStored, storageKeys, writeStored } from '../services/storage';
import { versionCheck } from '../streams/version-check';
import { reloadPage } from '../services/navigation';

export type VersionEvent =
  | { type: 'version.mismatch'; version: string }
  /** A screen's chunk failed to load (often a release replaced it): only a reload fetches it again. */
  | { type: 'version.reload' };
export type VersionContext = {
  /** The environment's upload blacklist from the start-up answer; null until it came (the rules' default then). */
  uploadBlacklist: readonly string[] | null;
};

const loadVersion = async (): Promise<string | null> => {
  const result = await systemApi.version();
  return result.kind === 'ok' ? result.data.version : null;
};

/** Build version (spec §4): a mismatch with the stored version updates it and force-reloads the page. */
export const versionMachine = setup({
  types: { context: {} as VersionContext, events: {} as VersionEvent },
  actors: {
    // The same answer as the check, once at boot: the check's first poll is 30 s away.
    loadEnvironment: fromPromise<readonly string[] | null>(async () => {
      const result = await systemApi.version();
      return result.kind === 'ok' ? (result.data.upload_blacklist ?? null) : null;
    }),
    versionStream: fromEventObservable(() =>
      versionCheck(loadVersion, () => readStored(storageKeys.currentVersion)).pipe(
        map((version): VersionEvent => ({ type: 'version.mismatch', version })),
      ),
    ),
  },
  actions: {
    storeVersion: (_, params: { version: string }) => writeStored(storageKeys.currentVersion, params.version),
    reload: () => reloadPage(),
  },
}).createMachine({
  id: 'version',
  context: { uploadBlacklist: null },
  invoke: {
    id: 'loadEnvironment',
    src: 'loadEnvironment',
    onDone: { actions: assign({ uploadBlacklist: ({ event }) => event.output }) },
  },
  initial: 'watching',
  states: {
    watching: {
      invoke: { id: 'versionStream', src: 'versionStream' },
      on: {
        'version.mismatch': {
          target: 'reloading',
          actions: { type: 'storeVersion', params: ({ event }) => ({ version: event.version }) },
        },
        'version.reload': { target: 'reloading' },
      },
    },
    reloading: { entry: 'reload' },
  },
});
