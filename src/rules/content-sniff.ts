/**
 * What a file is, read from its bytes rather than its name. Signatures are the published magic numbers; markup is
 * recognised the way a browser's sniffer would (WHATWG MIME Sniffing §7.1), because a browser is what would run it.
 */

export const executableKinds = ['pe', 'elf', 'macho', 'script'] as const;
export const signedKinds = ['png', 'jpeg', 'gif', 'pdf', 'zip', 'ole', 'webp', 'tiff', 'bmp', 'wav'] as const;
export type ContentKind =
  | (typeof executableKinds)[number]
  | (typeof signedKinds)[number]
  | 'html'
  | 'svg'
  | 'text'
  | 'binary'
  | 'empty';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const signatures: readonly [ContentKind, readonly number[]][] = [
  ['elf', [0x7f, 0x45, 0x4c, 0x46]],
  ['macho', [0xfe, 0xed, 0xfa, 0xce]],
  ['macho', [0xfe, 0xed, 0xfa, 0xcf]],
  ['macho', [0xce, 0xfa, 0xed, 0xfe]],
  ['macho', [0xcf, 0xfa, 0xed, 0xfe]],
  // Universal (fat) Mach-O; the same bytes open a Java class, which is just as much a program.
  ['macho', [0xca, 0xfe, 0xba, 0xbe]],
  ['script', ascii('#!')],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  ['pdf', ascii('%PDF-')],
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
];

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 without NUL: what a txt, csv, json or md file has to be. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// The tags a browser's sniffer takes for HTML when they open the content (after whitespace), each followed by a
// space or ">"; "<?xml" is followed up below because XHTML and SVG both start that way.
const htmlOpenings = ['!doctype html', 'html', 'head', 'script', 'iframe', 'h1', 'div', 'font', 'table', 'a'];
const htmlMore = ['style', 'title', 'b', 'body', 'br', 'p', '!--', 'object', 'embed', 'img', 'svg', 'meta'];

/** HTML or SVG markup at the start of the content (its first 1 KB, lower-cased, BOM and whitespace skipped). */
function markupOf(bytes: Uint8Array): 'html' | 'svg' | null {
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!head.startsWith('<')) return null;
  if (head.startsWith('<?xml'))
    return /<svg[\s>]/.test(head) ? 'svg' : /<html[\s>]/.test(head) ? 'html' : null;
  if (/^<svg[\s>/]/.test(head)) return 'svg';
  const opened = [...htmlOpenings, ...htmlMore].some((tag) => {
    const next = head.charAt(tag.length + 1);
    return (
      head.startsWith(`<${tag}`) &&
      (next === ' ' || next === '>' || next === '\t' || next === '\n' || next === '\r' || tag === '!--')
    );
  });
  return opened ? 'html' : null;
}

/**
 * A DOS/PE program starts with "MZ"; so can a line of text ("MZansi report"), which is not a program. Text that is
 * markup or a script is caught by the other rules.
 */
const isPe = (bytes: Uint8Array): boolean => startsWith(bytes, ascii('MZ')) && !isPrintableText(bytes);

function isPrintableText(bytes: Uint8Array): boolean {
  if (!isUtf8Text(bytes)) return false;
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  return true;
}

export function sniffContent(bytes: Uint8Array): ContentKind {
  if (bytes.length === 0) return 'empty';
  if (isPe(bytes)) return 'pe';
  for (const [kind, signature] of signatures) if (startsWith(bytes, signature)) return kind;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26 && !isPrintableText(bytes)) return 'bmp';
  const markup = markupOf(bytes);
  if (markup) return markup;
  return isUtf8Text(bytes) ? 'text' : 'binary';
}

export const isExecutableKind = (kind: ContentKind): boolean =>
  (executableKinds as readonly string[]).includes(kind);
