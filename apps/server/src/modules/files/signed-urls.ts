import { createHmac, timingSafeEqual } from 'node:crypto';

/** Download links work for this long; the web app asks for a fresh one each time. */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;

export function signFileUrl(secret: string, fileId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
  return `/api/files/${fileId}?expires=${expires}&signature=${sign(secret, fileId, expires)}`;
}

export function verifyFileSignature(
  secret: string,
  fileId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, fileId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, fileId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${fileId}:${expires}`).digest('base64url');
}
