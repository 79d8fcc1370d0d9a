import type { CaseDocument } from '../contracts/workflow/desk';
import { documentKind } from '../rules/document-kinds';
import { caseDeskApi } from '../services/case-desk-api';

export type Thumbnails = Record<number, string>;

/**
 * The pictures for a case's image documents (spec §9 "images show thumbnails"): fetched after each list change,
 * only for drawable images not fetched before, and kept only for documents still listed. A failed fetch leaves
 * that document with its icon.
 */
export async function withThumbnails(
  documents: CaseDocument[],
  known: Thumbnails,
): Promise<{ documents: CaseDocument[]; thumbnails: Thumbnails }> {
  const thumbnails: Thumbnails = {};
  const wanted = documents.filter((d) => documentKind(d.document_name).thumbnail);
  await Promise.all(
    wanted.map(async (d) => {
      if (known[d.id]) {
        thumbnails[d.id] = known[d.id];
        return;
      }
      const result = await caseDeskApi.document(d.id, { quiet: true });
      if (result.kind === 'ok') thumbnails[d.id] = result.data.document_data;
    }),
  );
  return { documents, thumbnails };
}
