/**
 * File names as the operating system will read them. Windows drops trailing dots and spaces ("evil.exe." runs as
 * evil.exe), NTFS reads "evil.exe::$DATA" as evil.exe, and invisible characters (zero-width, bidi overrides, soft
 * hyphens) hide the real extension from a person and from a suffix test. So the name is normalised first and every
 * rule reads the normalised name, which is also the one stored.
 */

/** The spec's blacklist (exe, sh). */
export const specBlockedExtensions: readonly string[] = ['exe', 'sh'];

/** A stored HTML or SVG file served back runs script in the console's origin: refused unless configured. */
export const markupExtensions: readonly string[] = [
  'html',
  'htm',
  'xhtml',
  'xht',
  'shtml',
  'svg',
  'svgz',
  'mht',
  'mhtml',
];

/** Programs and scripts Windows, macOS, Linux or a browser would run on a double click. */
const executableExtensions: readonly string[] = [
  ...[
    'bat',
    'cmd',
    'com',
    'scr',
    'pif',
    'cpl',
    'msi',
    'msp',
    'msc',
    'dll',
    'sys',
    'drv',
    'ocx',
    'lnk',
    'inf',
  ],
  ...['reg', 'scf', 'url', 'hta', 'gadget', 'application', 'appref-ms', 'ps1', 'psm1', 'psd1', 'ps1xml'],
  ...[
    'vb',
    'vbs',
    'vbe',
    'js',
    'jse',
    'mjs',
    'wsf',
    'wsh',
    'wsc',
    'jar',
    'class',
    'apk',
    'app',
    'dmg',
    'pkg',
  ],
  ...['deb', 'rpm', 'run', 'bash', 'zsh', 'ksh', 'csh', 'fish', 'command', 'elf', 'so', 'dylib', 'php'],
  ...['phtml', 'asp', 'aspx', 'jsp', 'cgi', 'pl', 'py', 'rb', 'iso', 'img', 'vhd', 'vhdx'],
];

/** What UPLOAD_BLOCKED_EXTENSIONS starts from: the spec's two, the other executables and the markup types. */
export const defaultBlockedExtensions: readonly string[] = [
  ...specBlockedExtensions,
  ...executableExtensions,
  ...markupExtensions,
];

export type NormalisedName = { ok: true; name: string } | { ok: false; reason: string };

export const nameReasons = {
  empty: 'The file needs a name',
  separator: 'File names cannot contain :, / or \\',
  tooLong: 'File names cannot be longer than 200 characters',
} as const;

// Control characters (Cc), format characters (Cf: zero-width spaces and joiners, bidi overrides and isolates, the
// soft hyphen, the BOM) and line/paragraph separators: none belongs in a file name and all of them can hide text.
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name the rules read and the service stores: NFKC (full-width "ｅｘｅ" reads as exe), invisible characters
 * removed, surrounding spaces and trailing dots trimmed. A stream suffix (":") or a path is refused, not cut,
 * since no browser sends either for a real file.
 */
export function normaliseFileName(raw: string): NormalisedName {
  const name = raw
    .normalize('NFKC')
    .replace(invisible, '')
    .replace(/^\s+/u, '')
    .replace(/[\s.]+$/u, '');
  if (name === '') return { ok: false, reason: nameReasons.empty };
  if (/[:/\\]/.test(name)) return { ok: false, reason: nameReasons.separator };
  if (name.length > 200) return { ok: false, reason: nameReasons.tooLong };
  return { ok: true, name };
}

/** Lower-case extension after the last dot of a normalised name ('' when there is none); ".exe" has one. */
export function extensionOf(normalisedName: string): string {
  const dot = normalisedName.lastIndexOf('.');
  return dot === -1 ? '' : normalisedName.slice(dot + 1).toLowerCase();
}

export function isBlockedExtension(extension: string, blocked: readonly string[]): boolean {
  return extension !== '' && blocked.includes(extension);
}

/**
 * Reads a configured list ("bat, cmd" replaces the defaults, "+iso,img" adds to them). Extensions are letters,
 * digits and hyphens, with or without a leading dot; anything else is an error for the operator to fix.
 */
export function parseExtensionList(
  raw: string,
  defaults: readonly string[] = defaultBlockedExtensions,
): string[] {
  const extend = raw.trim().startsWith('+');
  const items = raw
    .trim()
    .replace(/^\+/, '')
    .split(',')
    .map((e) => e.trim().replace(/^\./, '').toLowerCase())
    .filter((e) => e !== '');
  const bad = items.find((e) => !/^[a-z0-9-]{1,20}$/.test(e));
  if (bad !== undefined) throw new Error(`"${bad.slice(0, 40)}" is not a file extension`);
  return [...new Set(extend ? [...defaults, ...items] : items)];
}
