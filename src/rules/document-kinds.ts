import { extensionOf, normaliseFileName } from './upload-names';

/** Spec §9: the image extensions, and the types shown in the browser rather than downloaded. */
export const imageExtensions: readonly string[] = ['jpg', 'png', 'jpeg', 'tif', 'tiff', 'bmp', 'gif', 'eps'];
export const shownInBrowser: readonly string[] = ['pdf', 'txt', 'png'];

/**
 * The images a browser can draw. tif, tiff and eps are images by §9 but no browser renders them, so they get the
 * image icon and download like any other file instead of a broken thumbnail.
 */
const drawable: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
};
const viewableTypes: Record<string, string> = {
  ...drawable,
  pdf: 'application/pdf',
  // Shown as text whatever the bytes are: never as HTML, which would run in the console's origin.
  txt: 'text/plain;charset=utf-8',
};

export type DocumentKind = {
  extension: string;
  /** view: opens in the browser's viewer (and a new tab); download: saved to disk. */
  opening: 'view' | 'download';
  image: boolean;
  thumbnail: boolean;
  /**
   * The type the browser is told, from the extension the service checked the content against, never the type
   * the uploader's data URL claims.
   */
  mime: string;
};

export function documentKind(name: string): DocumentKind {
  const named = normaliseFileName(name);
  const extension = named.ok ? extensionOf(named.name) : '';
  const mime = viewableTypes[extension];
  return {
    extension,
    opening: mime ? 'view' : 'download',
    image: imageExtensions.includes(extension),
    thumbnail: extension in drawable,
    mime: mime ?? 'application/octet-stream',
  };
}

/** The bytes of a base64 data URL (what every upload call stores), or null when it is not one. */
export function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> | null {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  try {
    const text = atob(match[1]);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}
