import { describe, expect, it } from 'vitest';
import { DiskFullError, DiskGuard } from '../../../server/db/disk-guard';
import { writesData } from '../../../server/db/guarded-pglite';

const mib = 1024 * 1024;

describe('which statements the disk floor refuses', () => {
  it.each([
    ['select * from cases', false],
    ['  (select 1) union (select 2)', false],
    ['/* drizzle */ select 1', false],
    ['with open as (select id from cases) select * from open', false],
    ['begin', false],
    ['commit', false],
    ['savepoint s1', false],
    ['insert into cases (title) values ($1)', true],
    ['update cases set title = $1', true],
    ['delete from sessions', true],
    ['with moved as (update cases set status = $1 returning id) select * from moved', true],
    ['create table t (id int)', true],
    ['truncate meta_documents', true],
  ])('%s → writes: %s', (statement, writes) => {
    expect(writesData(statement)).toBe(writes);
  });
});

describe('the disk guard', () => {
  const guardWith = (free: { bytes: number }) =>
    new DiskGuard('/data', { floorBytes: 32 * mib, watermarkBytes: 128 * mib }, () => free.bytes);

  it('is ok above the watermark, low below it, full below the floor, and back when space returns', () => {
    const free = { bytes: 200 * mib };
    const guard = guardWith(free);
    expect(guard.report().state).toBe('ok');
    free.bytes = 100 * mib;
    guard.refresh();
    expect(guard.report()).toEqual({ state: 'low', free_bytes: 100 * mib });
    expect(() => guard.assertWritable()).not.toThrow();
    free.bytes = 20 * mib;
    guard.refresh();
    expect(() => guard.assertWritable()).toThrow(DiskFullError);
    free.bytes = 300 * mib;
    guard.refresh();
    expect(guard.report().state).toBe('ok');
    expect(() => guard.assertWritable()).not.toThrow();
  });

  it('admits a large write only with room above the floor for it and those in flight', () => {
    const free = { bytes: 200 * mib };
    const guard = guardWith(free);
    const first = guard.admitLarge(60 * mib); // holds 120 MB: 80 left, 48 above the floor
    expect(first.ok).toBe(true);
    expect(guard.admitLarge(30 * mib).ok).toBe(false); // would need 60 MB more
    if (first.ok) first.release();
    expect(guard.admitLarge(30 * mib).ok).toBe(true);
    free.bytes = 120 * mib; // below the watermark: no large write at all
    expect(guard.admitLarge(1 * mib)).toEqual({ ok: false, free: 120 * mib });
  });

  it('is off with a floor and watermark of 0', () => {
    const guard = new DiskGuard('/data', { floorBytes: 0, watermarkBytes: 0 }, () => 0);
    expect(() => guard.assertWritable()).not.toThrow();
    expect(guard.admitLarge(10 * mib).ok).toBe(true);
  });
});
