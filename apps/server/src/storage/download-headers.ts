/**
 * The Content-Disposition both adapters send for a download (the app's stream for local
 * files, the presigned URL's response override for S3), so a file downloads the same way
 * whichever store holds it.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  return `${disposition}; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Cache-Control for a download: private, and no longer than the link is valid. */
export function downloadCacheControl(expiresInSeconds: number): string {
  return `private, max-age=${expiresInSeconds}`;
}

function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}
