import { isExecutableKind, isUtf8Text, sniffContent, type ContentKind } from './content-sniff';
import { hasMarkup } from './markup-in-text';
import { storedMediaType } from './stored-type';
import { parseDataUrl, strictBase64Decode } from './strict-base64';
import {
  defaultBlockedExtensions,
  extensionOf,
  isBlockedExtension,
  markupExtensions,
  normaliseFileName,
} from './upload-names';

/**
 * The one upload check (spec §5 limits, the blacklist, and what the bytes really are), for every call that takes
 * files: the service runs it on each upload and the console runs the name and size part before it sends anything.
 */

export const megabyte = 1048576;

export type UploadPolicy = {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  blockedExtensions: readonly string[];
};

/** Spec §5's generic defaults: 5 files of 5 MB; 25 MB in all, the cap every upload shares. */
export const documentPolicy: UploadPolicy = {
  maxFiles: 5,
  maxFileBytes: 5 * megabyte,
  maxTotalBytes: 25 * megabyte,
  blockedExtensions: defaultBlockedExtensions,
};
/** Checklist and case attachments: 10 MB a file, 25 MB in all (the count is the contract's). */
export const attachmentPolicy: UploadPolicy = {
  ...documentPolicy,
  maxFiles: Number.POSITIVE_INFINITY,
  maxFileBytes: 10 * megabyte,
};

export const uploadMessages = {
  tooMany: (n: number) => `Cannot select more than ${n} files`,
  tooBig: 'File is too big',
  totalTooBig: 'Total size of files cannot exceed 25MB',
  blocked: (extension: string) => `Cannot select files with ${extension} extension`,
  notDataUrl: 'The file must be sent as a base64 data URL',
  executable: 'Programs and scripts cannot be uploaded, whatever their name',
  markup: 'HTML and SVG files cannot be uploaded',
  markupInText: 'Text files cannot contain HTML or XML tags',
  notText: (extension: string) => `A ${extension} file must be UTF-8 text`,
  mismatch: (extension: string) => `The content is not a ${extension.toUpperCase()} file`,
} as const;

/** The kind of content each extension with a signature must have. */
const expectedKind: Record<string, ContentKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  pdf: 'pdf',
  zip: 'zip',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  odt: 'zip',
  ods: 'zip',
  odp: 'zip',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  webp: 'webp',
  tif: 'tiff',
  tiff: 'tiff',
  bmp: 'bmp',
  wav: 'wav',
};
const textExtensions: readonly string[] = ['txt', 'csv', 'json', 'md'];
const markupMediaTypes = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml)$/;

export type UploadIssue = { field: 'name' | 'data'; message: string };
/** mediaType: the type the file is stored and served under, from its content (rules/stored-type). */
export type CheckedUpload =
  { ok: true; name: string; bytes: Uint8Array; mediaType: string } | { ok: false; issue: UploadIssue };

const refuse = (field: UploadIssue['field'], message: string): CheckedUpload => ({
  ok: false,
  issue: { field, message },
});

/** What is wrong with the content for its (normalised) extension, or null. */
export function contentProblem(
  extension: string,
  bytes: Uint8Array,
  declaredType = '',
  kind: ContentKind = sniffContent(bytes),
): string | null {
  if (isExecutableKind(kind)) return uploadMessages.executable;
  const markupName = markupExtensions.includes(extension);
  if ((kind === 'html' || kind === 'svg' || markupMediaTypes.test(declaredType)) && !markupName)
    return uploadMessages.markup;
  const expected = expectedKind[extension];
  if (expected !== undefined) return kind === expected ? null : uploadMessages.mismatch(extension);
  const textName = textExtensions.includes(extension);
  if (textName && !isUtf8Text(bytes)) return uploadMessages.notText(extension);
  // Any text (a .txt, .csv, .xml, .xsl or a name without an extension), and a text name whatever its first bytes
  // ("GIF89a<html>…" as notes.txt): markup further in is refused too, not only markup at the start.
  if ((textName || kind === 'text') && !markupName && hasMarkup(new TextDecoder().decode(bytes)))
    return uploadMessages.markupInText;
  return null;
}

type CheckedName = { ok: true; name: string; extension: string } | { ok: false; issue: UploadIssue };

/** The name part, which the console can run on a File before reading it. */
export function checkUploadName(rawName: string, policy: UploadPolicy): CheckedName {
  const named = normaliseFileName(rawName);
  if (!named.ok) return { ok: false, issue: { field: 'name', message: named.reason } };
  const extension = extensionOf(named.name);
  if (isBlockedExtension(extension, policy.blockedExtensions))
    return { ok: false, issue: { field: 'name', message: uploadMessages.blocked(extension) } };
  return { ok: true, name: named.name, extension };
}

/** One file: its name normalised and not blocked, its size within the policy, its bytes what its name says. */
export function checkUpload(
  file: { name: string; declaredType?: string; bytes: Uint8Array },
  policy: UploadPolicy,
): CheckedUpload {
  const named = checkUploadName(file.name, policy);
  if (!named.ok) return named;
  if (file.bytes.length > policy.maxFileBytes) return refuse('data', uploadMessages.tooBig);
  const kind = sniffContent(file.bytes);
  const problem = contentProblem(named.extension, file.bytes, file.declaredType, kind);
  if (problem) return refuse('data', problem);
  return { ok: true, name: named.name, bytes: file.bytes, mediaType: storedMediaType(kind) };
}

/** The same from the wire: a data URL, decoded strictly. */
export function checkDataUrlUpload(
  file: { name: string; dataUrl: string },
  policy: UploadPolicy,
): CheckedUpload {
  const named = checkUploadName(file.name, policy);
  if (!named.ok) return named;
  const url = parseDataUrl(file.dataUrl);
  if (!url) return refuse('data', uploadMessages.notDataUrl);
  // A file surely over the limit is refused before decoding: a 25 MB mistake should not cost 25 MB more.
  if ((url.base64.length >> 2) * 3 - 2 > policy.maxFileBytes) return refuse('data', uploadMessages.tooBig);
  const decoded = strictBase64Decode(url.base64);
  if (!decoded.ok) return refuse('data', decoded.reason);
  return checkUpload({ name: file.name, declaredType: url.mediaType, bytes: decoded.bytes }, policy);
}

/** The selection's limits: how many files and how many bytes in all (files kept from before count too). */
export function selectionProblems(sizes: readonly number[], policy: UploadPolicy): string[] {
  const problems: string[] = [];
  if (sizes.length > policy.maxFiles) problems.push(uploadMessages.tooMany(policy.maxFiles));
  if (sizes.reduce((sum, size) => sum + size, 0) > policy.maxTotalBytes)
    problems.push(uploadMessages.totalTooBig);
  return problems;
}
