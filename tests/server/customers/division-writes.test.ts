import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { divisions } from '../../../server/db/schema';
import { issuesOf, writeWorld } from './write-world';

const { w, pretoria, tableBay, addEmployer } = await writeWorld();

describe('division save and remove', () => {
  it('adds a division, refuses a duplicate name, and removes an empty one', async () => {
    const employer = await addEmployer('Hartbeespoort Marine (Pty) Ltd');
    const added = await w.call<{ id: number; tenant_id: number }>(
      p.divisionSave,
      { id: -1, employer_id: employer.id, name: 'Boat Yard', code: 'BY' },
      w.agent.token,
    );
    expect(added.body).toMatchObject({ errCode: 0, data: { tenant_id: pretoria } });
    const duplicate = await w.call(
      p.divisionSave,
      { id: -1, employer_id: employer.id, name: 'BOAT YARD' },
      w.admin.token,
    );
    expect(duplicate.body.errCode).toBe(3);
    expect(
      issuesOf(
        (await w.call(p.divisionSave, { id: -1, employer_id: employer.id, name: '' }, w.admin.token)).body
          .data,
      ),
    ).toEqual(['name: This field is required']);
    expect((await w.call(p.divisionSave, { id: -1, name: 'Orphan' }, w.admin.token)).body.errCode).toBe(1);
    // The Agent role gives 0 for Remove Division.
    expect((await w.call(p.divisionRemove, { id: added.body.data.id }, w.agent.token)).body.errCode).toBe(7);
    expect((await w.call(p.divisionRemove, { id: added.body.data.id }, w.admin.token)).body).toMatchObject({
      errCode: 0,
      msg: 'Removed',
    });
    expect(await w.db.select().from(divisions).where(eq(divisions.id, added.body.data.id))).toEqual([]);
  });

  it('keeps a division that still has employees', async () => {
    const [division] = await w.db.select().from(divisions).where(eq(divisions.name, 'Fleet Operations'));
    const answer = await w.call(p.divisionRemove, { id: division.id }, w.admin.token);
    expect(answer.body.errCode).toBe(3);
    expect(answer.body.msg).toMatch(/^Fleet Operations still has \d+ employees; move or remove them first$/);
  });

  it('refuses another tenant’s division and an employer outside the scope', async () => {
    const [foreign] = await w.db.select().from(divisions).where(eq(divisions.employerId, tableBay));
    expect((await w.call(p.divisionRemove, { id: foreign.id }, w.supervisor.token)).body.errCode).toBe(4);
    expect(
      (
        await w.call(
          p.divisionSave,
          { id: foreign.id, employer_id: tableBay, name: 'Renamed' },
          w.supervisor.token,
        )
      ).body.errCode,
    ).toBe(4);
    expect(
      (await w.call(p.divisionSave, { id: -1, employer_id: tableBay, name: 'Sneaky' }, w.agent.token)).body
        .errCode,
    ).toBe(4);
    const [still] = await w.db.select().from(divisions).where(eq(divisions.id, foreign.id));
    expect(still.name).toBe(foreign.name);
  });
});
