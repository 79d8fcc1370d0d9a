import { documentPolicy, megabyte, uploadMessages } from './upload-content';
import { defaultBlockedExtensions, extensionOf, normaliseFileName } from './upload-names';

/**
 * Upload rules of spec §5 and §9, with the warning texts of §8 (shown here, where the original kept them silent).
 * Names are read as the service reads them (src/rules), so the console refuses early what the service would refuse.
 */

export { megabyte };
export const defaultMaxFiles = documentPolicy.maxFiles;
export const defaultMaxBytes = documentPolicy.maxFileBytes;
/** The service's default blocklist (the spec's exe and sh, other programs, HTML and SVG). */
export const defaultBlacklist: readonly string[] = defaultBlockedExtensions;
export const checklistMaxFileBytes = 10 * megabyte;
export const checklistMaxTotalBytes = 25 * megabyte;

export type FileLike = { name: string; size: number };
export type UploadOptions = {
  multiple?: boolean;
  maxFiles?: number;
  maxBytes?: number;
  /** When given, only these extensions pass; otherwise the blacklist applies. */
  accept?: readonly string[];
  blacklist?: readonly string[];
};
export type UploadCheck = { ok: true } | { ok: false; warnings: string[] };

export const uploadWarnings = {
  tooMany: uploadMessages.tooMany,
  tooBig: uploadMessages.tooBig,
  notAccepted: (extensions: readonly string[]) =>
    `Please select files with ${extensions.join(', ')} extension`,
  blocked: uploadMessages.blocked,
  totalTooBig: uploadMessages.totalTooBig,
} as const;

export function uploadHint(maxFiles: number): string {
  return `Maximum ${maxFiles} files, File size not exceeding 25MB.`;
}

/** Lower-case extension of the name as the operating system reads it ("evil.exe." is an exe; '' when none). */
export function fileExtension(name: string): string {
  const named = normaliseFileName(name);
  return named.ok ? extensionOf(named.name) : '';
}

export function isExtensionAllowed(
  name: string,
  accept?: readonly string[],
  blacklist = defaultBlacklist,
): boolean {
  const ext = fileExtension(name);
  if (accept && accept.length > 0) return accept.some((a) => a.replace(/^\./, '').toLowerCase() === ext);
  return !blacklist.some((b) => b.toLowerCase() === ext);
}

/** Every breach is reported once, so the user sees all that is wrong with a selection at the same time. */
export function checkSelection(files: readonly FileLike[], options: UploadOptions = {}): UploadCheck {
  const maxFiles = options.multiple === false ? 1 : (options.maxFiles ?? defaultMaxFiles);
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const blacklist = options.blacklist ?? defaultBlacklist;
  const warnings: string[] = [];
  if (files.length > maxFiles) warnings.push(uploadWarnings.tooMany(maxFiles));
  if (files.some((f) => f.size > maxBytes)) warnings.push(uploadWarnings.tooBig);
  for (const file of files) {
    const named = normaliseFileName(file.name);
    if (!named.ok && !warnings.includes(named.reason)) warnings.push(named.reason);
  }
  const refused = new Set<string>();
  for (const file of files) {
    if (!isExtensionAllowed(file.name, options.accept, blacklist))
      refused.add(fileExtension(file.name) || 'no');
  }
  if (refused.size > 0) {
    if (options.accept && options.accept.length > 0)
      warnings.push(uploadWarnings.notAccepted(options.accept));
    else for (const ext of refused) warnings.push(uploadWarnings.blocked(ext));
  }
  return warnings.length === 0 ? { ok: true } : { ok: false, warnings };
}

/** Checklist attachments: 10 MB a file, 25 MB together, exe and sh refused. */
export function checkChecklistAttachments(
  files: readonly FileLike[],
  blacklist: readonly string[] = defaultBlacklist,
): UploadCheck {
  const base = checkSelection(files, {
    maxFiles: Number.POSITIVE_INFINITY,
    maxBytes: checklistMaxFileBytes,
    blacklist,
  });
  const warnings = base.ok ? [] : [...base.warnings];
  let total = 0;
  for (const file of files) total += file.size;
  if (total > checklistMaxTotalBytes) warnings.push(uploadWarnings.totalTooBig);
  return warnings.length === 0 ? { ok: true } : { ok: false, warnings };
}

export type UploadedDocument = {
  document_name: string;
  /** A data URL. */
  document_data: string;
  document_identifier?: string;
  size?: number;
};

/** Single upload: a new document replaces an earlier one with the same document_identifier. */
export function mergeSingleUpload(
  list: readonly UploadedDocument[],
  doc: UploadedDocument,
): UploadedDocument[] {
  const out = list.filter((d) => d.document_identifier !== doc.document_identifier);
  out.push(doc);
  return out;
}
