import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CaseDocument, CaseDocumentFile } from '../../../src/contracts/workflow/desk';
import { caseDocumentsMachine } from '../../../src/machines/case-documents.machine';
import { sampleDocument } from '../../../src/machines/workflow-desk-samples';
import { HttpError } from '../../../src/services/http-result';
import { documentKind } from '../../../src/rules/document-kinds';

const pdf = sampleDocument({ id: 5, document_name: 'hospital-account.pdf' });
const docx = sampleDocument({ id: 6, document_name: 'payslip.docx' });
const png = sampleDocument({ id: 7, document_name: 'x-ray.png' });
const file = (d: CaseDocument): CaseDocumentFile => ({
  id: d.id,
  case_id: d.case_id,
  document_name: d.document_name,
  document_data: 'data:application/octet-stream;base64,AAAA',
});

type Listed = { documents: CaseDocument[]; thumbnails: Record<number, string> };
type Known = { known: Record<number, string> };

const start = (
  remove: (id: number) => CaseDocument[] | Error = (id) => [pdf, docx, png].filter((d) => d.id !== id),
) => {
  const all = [pdf, docx, png];
  const machine = caseDocumentsMachine.provide({
    actors: {
      loadDocuments: fromPromise<Listed, Known & { caseId: number }>(async () => ({
        documents: all,
        thumbnails: { 7: 'data:image/png;base64,AA' },
      })),
      fetchDocument: fromPromise<CaseDocumentFile, { id: number; mode: 'view' | 'download' }>(
        async ({ input }) => file(all.find((d) => d.id === input.id) as CaseDocument),
      ),
      removeDocument: fromPromise<Listed, Known & { id: number }>(async ({ input }) => {
        const out = remove(input.id);
        if (out instanceof Error) throw out;
        return { documents: out, thumbnails: {} };
      }),
    },
  });
  const actor = createActor(machine, { input: { caseId: 1 } }).start();
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type === 'documents.save' ? `save ${e.file.document_name}` : e.type));
  return { actor, emitted };
};

describe('case documents', () => {
  it('opens a pdf in the viewer and saves a docx as a download', async () => {
    const { actor, emitted } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.thumbnails).toEqual({ 7: 'data:image/png;base64,AA' });
    actor.send({ type: 'documents.open', id: 5 });
    const viewing = await waitFor(actor, (s) => s.matches('ready') && s.context.viewing !== null);
    expect(viewing.context.viewing?.document_name).toBe('hospital-account.pdf');
    actor.send({ type: 'documents.closeViewer' });
    expect(actor.getSnapshot().context.viewing).toBeNull();
    // Opening a type the browser cannot show saves it instead of showing a blank viewer.
    actor.send({ type: 'documents.open', id: 6 });
    await waitFor(actor, (s) => s.matches('ready') && emitted.length > 0);
    expect(emitted).toEqual(['save payslip.docx']);
    expect(actor.getSnapshot().context.viewing).toBeNull();
  });

  it('removes a document: the list updates and the case hears of it; a refusal is said', async () => {
    const { actor, emitted } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'documents.remove', id: 6 });
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.documents.length === 2);
    expect(after.context.documents.map((d) => d.id)).toEqual([5, 7]);
    expect(emitted).toEqual(['case.changed']);
    const refused = start(
      () =>
        new HttpError({
          kind: 'appError',
          errCode: 7,
          msg: 'Your profile does not allow you to remove documents from cases',
        }),
    );
    await waitFor(refused.actor, (s) => s.matches('ready'));
    refused.actor.send({ type: 'documents.remove', id: 5 });
    const s = await waitFor(refused.actor, (x) => x.matches('ready') && x.context.error !== null);
    expect(s.context.error).toBe('Your profile does not allow you to remove documents from cases');
    expect(s.context.documents).toHaveLength(3);
  });
});

describe('document kinds (spec §9)', () => {
  it.each([
    ['claim.pdf', 'view', false, false],
    ['notes.TXT', 'view', false, false],
    ['x-ray.png', 'view', true, true],
    ['scan.jpeg', 'view', true, true],
    ['scan.tiff', 'download', true, false],
    ['artwork.eps', 'download', true, false],
    ['payslip.docx', 'download', false, false],
    ['page.html', 'download', false, false],
  ])('%s opens by %s (image %s, thumbnail %s)', (name, opening, image, thumbnail) =>
    expect(documentKind(name)).toMatchObject({ opening, image, thumbnail }),
  );
  it('tells the browser the type from the extension, text never as HTML', () => {
    expect(documentKind('notes.txt').mime).toBe('text/plain;charset=utf-8');
    expect(documentKind('page.html').mime).toBe('application/octet-stream');
  });
});
