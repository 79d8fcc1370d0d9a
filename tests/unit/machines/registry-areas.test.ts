import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { areaRegistriesFile, areaRegistriesSource } from '../../../scripts/registry-areas.mjs';
import { registry } from '../../../src/machines/registry';

// Machines that are not a registry entry on purpose, each with the reason.
const unregistered: Record<string, string> = {
  console: 'the root system that spawns the others: its paths are theirs',
};

const machineFiles = import.meta.glob<Record<string, unknown>>('../../../src/machines/**/*.machine.ts', {
  eager: true,
});

describe('the machine registry', () => {
  it('gathers every registry-<area>.ts file: area-registries.ts is what the generator writes now', async () => {
    const written = readFileSync(areaRegistriesFile, 'utf8');
    expect(written, 'stale: run `node scripts/registry-areas.mjs`').toBe(await areaRegistriesSource());
  });

  it('holds each id and each machine once, sorted by id', () => {
    const ids = registry.map((e) => e.id);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'ids registered twice',
    ).toEqual([]);
    const machines = registry.map((e) => e.machine);
    const twice = registry.filter((e, i) => machines.indexOf(e.machine) !== i).map((e) => e.id);
    expect(twice, 'machines registered twice').toEqual([]);
    expect(ids).toEqual([...ids].sort());
  });

  it('registers every machine a *.machine.ts file exports', () => {
    const registered = new Set(registry.map((e) => e.machine));
    const missing = Object.entries(machineFiles).flatMap(([file, exports]) =>
      Object.values(exports)
        .filter((value): value is AnyStateMachine => value instanceof StateMachine)
        .filter((machine) => !registered.has(machine) && !unregistered[machine.id])
        .map((machine) => `${machine.id} (${file.replace('../../../', '')})`),
    );
    expect(missing, 'add each to a registry-<area>.ts').toEqual([]);
  });
});
