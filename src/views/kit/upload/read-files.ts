import type { UploadedDocument } from '../../../rules/kit-upload';

/** Reads a file as a data URL (spec §3 "document_data (data URL)"). */
export const readDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });

export async function toDocuments(
  files: readonly File[],
  options: { identifier?: string; withSize?: boolean } = {},
): Promise<UploadedDocument[]> {
  return Promise.all(
    files.map(async (file) => ({
      document_name: file.name,
      document_data: await readDataUrl(file),
      ...(options.identifier !== undefined ? { document_identifier: options.identifier } : {}),
      ...(options.withSize ? { size: file.size } : {}),
    })),
  );
}
