import { map } from 'rxjs';
import { fromEventObservable, setup } from 'xstate';
import { systemApi } from '../services/system-api';
import { readStored, storageKeys, writeStored } from '../services/storage';
import { versionCheck } from '../streams/version-check';
import { reloadPage } from '../services/navigation';

export type VersionEvent = { type: 'version.mismatch'; version: string };

const loadVersion = async (): Promise<string | null> => {
  const result = await systemApi.version();
  return result.kind === 'ok' ? result.data.version : null;
};

/** Build version (spec §4): a mismatch with the stored version updates it and force-reloads the page. */
export const versionMachine = setup({
  types: { events: {} as VersionEvent },
  actors: {
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
  initial: 'watching',
  states: {
    watching: {
      invoke: { id: 'versionStream', src: 'versionStream' },
      on: {
        'version.mismatch': {
          target: 'reloading',
          actions: { type: 'storeVersion', params: ({ event }) => ({ version: event.version }) },
        },
      },
    },
    reloading: { entry: 'reload' },
  },
});
