import { AppError } from '@hrt/shared/errors';
import { fileTypeFromBuffer } from 'file-type';

/** file-type reads at most this many leading bytes to recognise a format. */
const SNIFF_BYTES = 4100;

/**
 * Counts the bytes passing through, stops the write once there are more than `maxBytes`,
 * and keeps the leading bytes, so each adapter learns the size and the real type of what it
 * stored in the same single pass (nothing is read twice, which matters on S3).
 */
export class ByteMeter {
  sizeBytes = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {}

  /** Accounts for one chunk; throws the 413 error when the limit is passed. */
  observe(chunk: Buffer): void {
    this.sizeBytes += chunk.length;
    if (this.sizeBytes > this.maxBytes) throw fileTooLarge(this.maxBytes);
    if (this.headLength < SNIFF_BYTES) {
      this.head.push(chunk.subarray(0, SNIFF_BYTES - this.headLength));
      this.headLength += Math.min(chunk.length, SNIFF_BYTES - this.headLength);
    }
  }

  /** The type told by the leading bytes, or undefined when no known format matches. */
  async sniffContentType(): Promise<string | undefined> {
    if (!this.headLength) return undefined;
    return (await fileTypeFromBuffer(Buffer.concat(this.head)))?.mime;
  }
}

function fileTooLarge(maxBytes: number): AppError {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 100) / 100;
  return new AppError('payload_too_large', `The file is larger than ${megabytes} MB.`);
}
