import { appendFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where a tenant's recordings live: the data directory's recordings folder, one file per call. */
export const recordingPathOf = (tenantId: number, callLogId: number): string =>
  join(String(tenantId), `call-${callLogId}.webm`);

/** The EBML header's ID: every WebM file starts with it, so a first chunk without it is not a recording. */
const ebmlMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
export const startsAsWebm = (bytes: Buffer): boolean =>
  bytes.length >= ebmlMagic.length && bytes.subarray(0, ebmlMagic.length).equals(ebmlMagic);

/** The folder and its file operations, so tests can point them at a temporary directory. */
export type RecordingStore = {
  root: string;
  append: (path: string, bytes: Buffer) => Promise<void>;
  size: (path: string) => Promise<number>;
  read: (path: string) => Promise<Buffer>;
  remove: (path: string) => Promise<void>;
};

export function recordingStore(dataDir: string): RecordingStore {
  const root = join(dataDir, 'recordings');
  const full = (path: string) => join(root, path);
  return {
    root,
    async append(path, bytes) {
      await mkdir(dirname(full(path)), { recursive: true });
      await appendFile(full(path), bytes);
    },
    async size(path) {
      try {
        return (await stat(full(path))).size;
      } catch {
        return 0;
      }
    },
    read: (path) => readFile(full(path)),
    remove: (path) => rm(full(path), { force: true }),
  };
}
