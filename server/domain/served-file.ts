import { sniffContent } from '../../src/rules/content-sniff';
import { extensionOf, normaliseFileName } from '../../src/rules/upload-names';
import { storedMediaType } from '../../src/rules/stored-type';

/**
 * How a stored file goes back out. Its type is read again from its bytes, so a row stored before uploads were
 * typed by content (its data URL still carrying what the uploader declared) is served like a new one.
 */
export type ServedFile = {
  bytes: Buffer;
  mediaType: string;
  dataUrl: string;
  headers: Record<string, string>;
};

/**
 * Spec §9 "shown in browser: pdf, txt, png": only these open inline, and only when the content is what the name
 * says (a notes.txt whose bytes are a GIF downloads). Everything else is an attachment.
 */
const inlineKinds: Record<string, string> = { pdf: 'pdf', txt: 'text', png: 'png' };

/**
 * sandbox without allow-scripts or allow-same-origin: even if a browser took the bytes for a page, it would run
 * no script and have no access to the console's origin (its cookies, storage or API). A browser that will not
 * show a PDF in a sandboxed document offers it for download instead, which is the safe way to fail.
 */
const sandbox = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** RFC 6266: an ASCII fallback for old clients and the exact UTF-8 name for the rest. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

export function servedFile(name: string, storedDataUrl: string): ServedFile {
  const base64 = storedDataUrl.slice(storedDataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  const kind = sniffContent(bytes);
  const mediaType = storedMediaType(kind);
  const named = normaliseFileName(name);
  const extension = named.ok ? extensionOf(named.name) : '';
  const inline = inlineKinds[extension] === kind;
  return {
    bytes,
    mediaType,
    dataUrl: `data:${mediaType};base64,${base64}`,
    headers: {
      // Text is UTF-8 by the upload check (a text file must be), so the browser is not left to guess.
      'content-type': mediaType === 'text/plain' ? 'text/plain; charset=utf-8' : mediaType,
      'content-disposition': disposition(inline ? 'inline' : 'attachment', name),
      'content-security-policy': sandbox,
      // Also on every answer (security-headers.ts); said here again because this answer depends on it most.
      'x-content-type-options': 'nosniff',
    },
  };
}
