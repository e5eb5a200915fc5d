import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Streams a stored JPEG the app made itself (a re-encoded photo or picture). nosniff, so a
 * browser never reads it as anything else; the cache rule is the caller's (public journal
 * photos, private idea pictures).
 */
export function sendJpeg(
  reply: FastifyReply,
  image: { stream: Readable; sizeBytes?: number },
  cacheControl: string,
): FastifyReply {
  reply.header('content-type', 'image/jpeg');
  if (image.sizeBytes !== undefined) reply.header('content-length', image.sizeBytes);
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(image.stream);
}
