/** Which stored file kinds each feature accepts, decided by magic bytes, not by names. */
export const fileKinds = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'],
  pdf: ['application/pdf'],
  /** E-invoices (CII, UBL): recognised by their XML declaration. */
  xml: ['application/xml'],
  office: [
    'application/msword',
    'application/x-cfb',
    // Only a real OOXML package: any other ZIP (detected as application/zip) is refused.
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const;

export type FileKind = keyof typeof fileKinds;

/** Raster images may be shown inline; everything else downloads, so nothing renders as HTML. */
export function isInlineSafe(contentType: string): boolean {
  return (fileKinds.image as readonly string[]).includes(contentType);
}
