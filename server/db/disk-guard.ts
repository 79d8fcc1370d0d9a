import { statfsSync } from 'node:fs';

const mib = 1024 * 1024;

/**
 * Free space the data directory keeps (DISK_FREE_FLOOR_MB, DISK_FREE_WATERMARK_MB). Below the floor every write
 * is refused; below the watermark, large uploads and bulk loads are. 0 and 0 turn the guard off.
 */
export type DiskRules = { floorBytes: number; watermarkBytes: number };
/** 32 MB holds a new WAL segment (16 MB) and the writes in flight; 128 MB leaves room for a few large uploads. */
export const defaultDiskRules: DiskRules = { floorBytes: 32 * mib, watermarkBytes: 128 * mib };

/** ok: all writes; low: below the watermark, no large uploads or bulk loads; full: below the floor, no writes. */
export type DiskState = 'ok' | 'low' | 'full';
export type DiskReport = { state: DiskState; free_bytes: number };

/** PostgreSQL's own SQLSTATE for a full disk: the guard's refusals carry it too, so one mapping answers both. */
export const diskFullState = '53100';

export class DiskFullError extends Error {
  readonly code = diskFullState;
  constructor() {
    super('out of disk space: the write was refused before it reached the database');
    this.name = 'DiskFullError';
  }
}

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Why a floor at all: PGlite (PostgreSQL in WebAssembly, on this thread) cannot take a full disk. When a new
 * 16 MB WAL segment cannot be written it spins for ever inside XLogFlush, holding the event loop: every call
 * hangs and even SIGTERM goes unheard (issue 37). So writes stop while there is still room for a segment and
 * the statements in flight; the database never meets ENOSPC from this service's own writes.
 */
export class DiskGuard {
  private free = Number.POSITIVE_INFINITY;
  private checkedAt = 0;
  private reserved = 0;
  private current: DiskState = 'ok';
  private freeAtCheckpoint = Number.POSITIVE_INFINITY;
  private checkpointing = false;
  private timer: NodeJS.Timeout | undefined;
  /** The database's own hook: a CHECKPOINT lets PGlite recycle WAL segments instead of adding new ones. */
  checkpoint: (() => Promise<unknown>) | undefined;
  log: Log | undefined;

  constructor(
    private readonly path: string,
    readonly rules: DiskRules = defaultDiskRules,
    private readonly freeBytes: (path: string) => number = statfsFree,
  ) {}

  get enabled(): boolean {
    return this.rules.floorBytes > 0 || this.rules.watermarkBytes > 0;
  }

  /** Watches the disk every second, so that space freed by anyone returns the service to writing by itself. */
  start(everyMs = 1000): void {
    if (!this.enabled || this.timer) return;
    this.refresh();
    this.timer = setInterval(() => this.refresh(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  report(): DiskReport {
    this.refreshIfStale();
    return { state: this.current, free_bytes: Number.isFinite(this.free) ? this.free : -1 };
  }

  /** Before every write statement: a fresh reading (at most 100 ms old), then the floor. */
  assertWritable(): void {
    if (!this.enabled) return;
    this.refreshIfStale();
    if (this.current === 'full') throw new DiskFullError();
  }

  /**
   * Whether a large write (an upload, a bulk load) of about `bytes` on disk fits: not below the watermark, and not
   * bringing the disk under the floor together with the large writes in flight. Its table rows and its WAL each
   * take the bytes once.
   */
  roomFor(bytes: number): { ok: true } | { ok: false; free: number } {
    if (!this.enabled) return { ok: true };
    this.refresh();
    const fits = this.current === 'ok' && this.free - this.reserved - 2 * bytes >= this.rules.floorBytes;
    return fits ? { ok: true } : { ok: false, free: this.free };
  }

  /** roomFor, and the room held until `release` (the upload's answer), so uploads in flight count each other. */
  admitLarge(bytes: number): { ok: true; release: () => void } | { ok: false; free: number } {
    const room = this.roomFor(bytes);
    if (!room.ok) return room;
    const needed = this.enabled ? 2 * bytes : 0;
    this.reserved += needed;
    let held = true;
    return {
      ok: true,
      release: () => {
        if (held) this.reserved -= needed;
        held = false;
      },
    };
  }

  private refreshIfStale(): void {
    if (Date.now() - this.checkedAt > 100) this.refresh();
  }

  refresh(): void {
    if (!this.enabled) return;
    try {
      this.free = this.freeBytes(this.path);
    } catch (error) {
      this.log?.warn({ err: error }, 'could not read the free space of the data directory');
      return;
    }
    this.checkedAt = Date.now();
    const next: DiskState =
      this.free < this.rules.floorBytes ? 'full' : this.free < this.rules.watermarkBytes ? 'low' : 'ok';
    if (next !== this.current) this.tell(next);
    this.current = next;
    // Each 64 MB taken since the last checkpoint, or any fall below the watermark: recycle the WAL.
    if (next !== 'ok' || this.freeAtCheckpoint - this.free > 64 * mib) void this.runCheckpoint();
  }

  private tell(next: DiskState): void {
    const free = `${Math.round(this.free / mib)} MB free`;
    if (next === 'full')
      this.log?.warn(
        { free: this.free },
        `out of disk space (${free}): writes are refused until space is freed`,
      );
    else if (next === 'low')
      this.log?.warn(
        { free: this.free },
        `disk space low (${free}): large uploads and bulk loads are refused`,
      );
    else this.log?.info({ free: this.free }, `disk space back (${free}): all writes accepted`);
  }

  private async runCheckpoint(): Promise<void> {
    if (!this.checkpoint || this.checkpointing) return;
    if (this.freeAtCheckpoint <= this.free && this.current !== 'ok') return; // nothing written since the last
    this.checkpointing = true;
    try {
      await this.checkpoint();
      this.freeAtCheckpoint = this.freeBytes(this.path);
    } catch (error) {
      this.log?.warn({ err: error }, 'checkpoint failed');
    } finally {
      this.checkpointing = false;
    }
  }
}

function statfsFree(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}
