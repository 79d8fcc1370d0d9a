import { describe, expect, it } from 'vitest';
import { sampleChecklist } from '../../../src/machines/workflow-desk-samples';
import { checklist } from './desk.driver';

const published = sampleChecklist({ status: 'Published', published_at: '2026-11-20T11:00:00.000Z' });
const mb = 1048576;

describe('checklist machine', () => {
  it('a new checklist for a case: field messages, items, save, then publish and read-only', async () => {
    const c = checklist({ id: null, caseId: 1 }).expectState('draft.editing');
    c.saveNow().expectState('draft.editing');
    expect(c.context().fieldErrors.title).toBe('This field is required');
    c.item('   ');
    expect(c.context().fieldErrors.itemText).toBe('This field is required');
    c.item('x'.repeat(301));
    expect(c.context().fieldErrors.itemText).toBe('The max allowed number of characters is 300');
    c.publishNow().expectState('draft.editing');
    expect(c.context().fieldErrors.title).toBe('This field is required');
    c.title('Hospital claim dispute').publishNow();
    c.expectState('draft.editing').expectError('Give it a title and at least one item before publishing');
    c.item('Get the hospital account').item('Get the statement');
    c.send({ type: 'checklist.removeItem', index: 1 });
    expect(c.context().draft.items).toEqual(['Get the hospital account']);
    c.saveNow().expectState('draft.saving');
    expect(c.save.calls[0]).toMatchObject({ id: null, caseId: 1 });
    await c.answer(sampleChecklist());
    c.expectState('draft.editing');
    expect(c.context().id).toBe(7);
    expect(c.opened).toEqual([7]);
    expect(c.context().dirty).toBe(false);
    c.publishNow().expectState('publishing');
    await c.answer(published);
    c.expectState('published');
    expect(c.opened).toEqual([7]);
    expect(c.actor.getSnapshot().hasTag('readOnly')).toBe(true);
    c.title('Changed').item('More').saveNow().publishNow().expectState('published');
    expect(c.context().draft.title).toBe('Hospital claim dispute');
  });

  it('attachments: 10 MB each and 25 MB in all, exe and sh refused with the reasons; detach new and saved', async () => {
    const c = await checklist().loaded(sampleChecklist());
    const file = (name: string, size: number) => ({ name, size, data: 'data:application/pdf;base64,AA' });
    c.send({ type: 'checklist.attach', files: [file('setup.exe', 10), file('run.sh', 10)] });
    expect(c.context().warnings).toEqual([
      'Cannot select files with exe extension',
      'Cannot select files with sh extension',
    ]);
    c.send({ type: 'checklist.attach', files: [file('scan.pdf', 10 * mb + 1)] });
    expect(c.context().warnings).toEqual(['File is too big']);
    c.send({ type: 'checklist.attach', files: [file('a.pdf', 9 * mb), file('b.pdf', 9 * mb)] });
    expect(c.context().warnings).toEqual([]);
    c.send({ type: 'checklist.attach', files: [file('c.pdf', 9 * mb)] });
    expect(c.context().warnings).toEqual(['Total size of files cannot exceed 25MB']);
    expect(c.context().draft.added.map((a) => a.name)).toEqual(['a.pdf', 'b.pdf']);
    c.send({ type: 'checklist.detachNew', name: 'a.pdf' }).send({ type: 'checklist.detachSaved', id: 3 });
    expect(c.context().draft).toMatchObject({ kept: [], removed: [3] });
    expect(c.context().draft.added.map((a) => a.name)).toEqual(['b.pdf']);
    c.send({ type: 'checklist.detachSaved', id: 3 }).send({ type: 'checklist.removeItem', index: 5 });
    expect(c.context().draft).toMatchObject({
      removed: [3],
      items: sampleChecklist().items.map((i) => i.text),
    });
  });

  it('a refused save or publish stays a draft and says why', async () => {
    const c = await checklist().loaded(sampleChecklist());
    c.saveNow();
    await c.refuse('A published checklist cannot be edited');
    c.expectState('draft.editing').expectError('A published checklist cannot be edited');
    c.publishNow();
    await c.refuse('A checklist needs at least one item');
    c.expectState('draft.editing').expectError('A checklist needs at least one item');
  });

  it('opens a published checklist read-only, and retries a failed load', async () => {
    const p = await checklist().loaded(published);
    p.expectState('published');
    const f = await checklist().loadFails('That checklist does not exist');
    f.expectState('failed').expectError('That checklist does not exist');
    f.send({ type: 'checklist.retry' }).expectState('loading');
    await f.loaded(sampleChecklist());
    f.expectState('draft.editing');
  });
});
