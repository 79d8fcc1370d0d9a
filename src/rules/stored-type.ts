import type { ContentKind } from './content-sniff';

/**
 * The media type a stored file is kept and served under, from what its bytes are (content-sniff), never from the
 * type the uploader's data URL declared: a declared type is the uploader's word, and "text/html" or
 * "application/xhtml+xml" on a file the console's origin serves back is script in that origin.
 *
 * Markup (an HTML file, allowed only where an operator unblocked the extension) and any other text are kept as
 * plain text, so no stored file is ever answered under a type a browser renders as a page. Signed kinds keep their
 * own type even when more bytes follow the signature (a PNG with "<script>" after its image is still image/png):
 * served with nosniff, a browser takes the type as given and draws an image or shows nothing, never a page.
 */
const byKind: Record<ContentKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  // Voicemail recordings (issue 39): a browser plays audio/wav, it never runs it.
  wav: 'audio/wav',
  pdf: 'application/pdf',
  // Office files are zip or OLE containers; the service never unpacks them (nor any zip, so a zip bomb is only
  // its own few bytes here), and the name the download carries tells the user's machine which program opens it.
  zip: 'application/zip',
  ole: 'application/octet-stream',
  // No parameters: a stored data URL stays one the upload calls' own parser reads (strict-base64's parseDataUrl).
  html: 'text/plain',
  svg: 'text/plain',
  text: 'text/plain',
  binary: 'application/octet-stream',
  empty: 'application/octet-stream',
  // Refused at upload; listed so that a row stored before the check still serves as bytes, never as a program.
  pe: 'application/octet-stream',
  elf: 'application/octet-stream',
  macho: 'application/octet-stream',
  script: 'application/octet-stream',
};

export const storedMediaType = (kind: ContentKind): string => byKind[kind];
