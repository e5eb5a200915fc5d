/** Which stored file kinds each feature accepts, decided by magic bytes, not by names. */
export const fileKinds = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'],
  pdf: ['application/pdf'],
  office: [
    'application/msword',
    'application/x-cfb',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/zip',
  ],
} as const;

export type FileKind = keyof typeof fileKinds;

/** Raster images may be shown inline; everything else downloads, so nothing renders as HTML. */
export function isInlineSafe(contentType: string): boolean {
  return (fileKinds.image as readonly string[]).includes(contentType);
}

const PATH_SEPARATOR = /[/\\]/;
const hasControlCharacter = (name: string) =>
  [...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
export const MAX_FILE_NAME_LENGTH = 255;

/** A client-supplied file name is kept only for display and downloads; reject odd ones. */
export function checkFileName(name: string): string | undefined {
  if (!name.trim()) return 'The file has no name.';
  if (name.length > MAX_FILE_NAME_LENGTH) {
    return `The file name is longer than ${MAX_FILE_NAME_LENGTH} characters.`;
  }
  if (PATH_SEPARATOR.test(name) || hasControlCharacter(name) || name === '.' || name === '..') {
    return 'The file name may not contain path separators or control characters.';
  }
  return undefined;
}
