import type { PresenceViewer, RecordPresence } from '../../../src/contracts/workflow/presence';

type Seat = { viewer: PresenceViewer; expiresAt: number };
type Room = { tenantId: number; seats: Map<number, Seat> };
/** A record's viewers changed; tenant_id says which consoles may hear it. */
export type PresenceChange = RecordPresence & { tenant_id: number };

/**
 * Who has which record open, in memory: presence is about this moment, so nothing is stored, and a restart
 * forgets it. With several instances each keeps its own board, fed the same seats through the bus. Seats are per session (two tabs of one user are two
 * seats, one name); a seat not renewed within ttlMs is swept, and every change to a record's set of names is
 * reported, including those made by the sweep.
 */
export class PresenceBoard {
  private readonly rooms = new Map<number, Room>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextSweepAt = Infinity;
  /**
   * Counts changes, and never falls behind the clock: a restarted service's lists still read as newer than the
   * last ones, and the boards of two instances (answer from one, push from another) order alike.
   */
  private seq = Date.now();

  constructor(
    private readonly ttlMs: number,
    private readonly onChange: (change: PresenceChange) => void,
    private readonly now: () => number = Date.now,
  ) {}

  open(recordId: number, tenantId: number, sessionId: number, viewer: PresenceViewer): RecordPresence {
    const room = this.rooms.get(recordId) ?? { tenantId, seats: new Map<number, Seat>() };
    this.rooms.set(recordId, room);
    const before = namesKey(room);
    const expiresAt = this.now() + this.ttlMs;
    room.seats.set(sessionId, { viewer, expiresAt });
    this.report(recordId, room, before);
    this.schedule(expiresAt);
    return this.viewersOf(recordId);
  }

  close(recordId: number, sessionId: number): RecordPresence {
    const room = this.rooms.get(recordId);
    if (room) {
      const before = namesKey(room);
      room.seats.delete(sessionId);
      this.report(recordId, room, before);
    }
    return this.viewersOf(recordId);
  }

  viewersOf(recordId: number): RecordPresence {
    return { record_id: recordId, viewers: viewersIn(this.rooms.get(recordId)), seq: this.seq };
  }

  /** Drops seats past their expiry; runs on its own timer, public so tests can drive it. */
  sweep(): void {
    const now = this.now();
    let next = Infinity;
    for (const [recordId, room] of this.rooms) {
      const before = namesKey(room);
      for (const [sessionId, seat] of room.seats)
        if (seat.expiresAt <= now) room.seats.delete(sessionId);
        else next = Math.min(next, seat.expiresAt);
      this.report(recordId, room, before);
    }
    this.timer = null;
    this.nextSweepAt = Infinity;
    if (next < Infinity) this.schedule(next);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.rooms.clear();
  }

  private report(recordId: number, room: Room, before: string): void {
    if (room.seats.size === 0) this.rooms.delete(recordId);
    if (namesKey(room) !== before)
      this.onChange({
        record_id: recordId,
        tenant_id: room.tenantId,
        viewers: viewersIn(room),
        seq: (this.seq = Math.max(this.seq + 1, this.now())),
      });
  }

  private schedule(at: number): void {
    if (at >= this.nextSweepAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.nextSweepAt = at;
    // unref: an idle board must not keep the process (or a test run) alive.
    this.timer = setTimeout(() => this.sweep(), Math.max(0, at - this.now()) + 5);
    this.timer.unref?.();
  }
}

/** One entry per user, in the order they arrived. */
function viewersIn(room: Room | undefined): PresenceViewer[] {
  const byUser = new Map<number, PresenceViewer>();
  for (const { viewer } of room?.seats.values() ?? []) byUser.set(viewer.user_id, viewer);
  return [...byUser.values()];
}

const namesKey = (room: Room): string =>
  viewersIn(room)
    .map((v) => v.user_id)
    .sort((a, b) => a - b)
    .join(',');
