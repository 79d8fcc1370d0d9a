import { dataUrlBytes, documentKind } from '../../../rules/document-kinds';

/**
 * A blob URL for a stored document, typed from its extension (rules/document-kinds), not from the type the
 * uploader's data URL claimed. The caller revokes it.
 */
export function fileUrl(name: string, dataUrl: string): string | null {
  const bytes = dataUrlBytes(dataUrl);
  if (!bytes) return null;
  return URL.createObjectURL(new Blob([bytes], { type: documentKind(name).mime }));
}

/** Saves a document to the user's downloads under its own name. */
export function saveFile(name: string, dataUrl: string): void {
  const url = fileUrl(name, dataUrl);
  if (!url) return;
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Late enough for the browser to have started the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
