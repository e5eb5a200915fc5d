import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ByteMeter } from './byte-meter.ts';
import { contentDisposition, downloadCacheControl } from './download-headers.ts';
import type { FileStore } from './file-store.ts';
import { assertValidKey, StorageUnavailableError } from './store-basics.ts';

export interface S3Settings {
  /** Unset means AWS itself; set for MinIO, Garage, R2, Backblaze and the like. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset means the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** An S3-compatible bucket, for several instances that share their files. */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Several S3-compatible servers reject the SDK's newer default checksums; send them only
    // when an operation needs them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A dead endpoint must fail in seconds (health, start-up), not hang a request.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;
  const where = `bucket "${Bucket}" at ${settings.endpoint ?? 'AWS S3'}`;

  return {
    kind: 's3',

    async put(key, source, options = {}) {
      assertValidKey(key);
      const meter = new ByteMeter(options.maxBytes);
      let body: Buffer | Readable;
      if (Buffer.isBuffer(source)) {
        meter.observe(source);
        body = source;
      } else {
        // Counted on the way through; a source over the limit errors before S3 completes it.
        body = Readable.from(meteredChunks(source, meter));
      }
      // One PUT for small files, a multipart upload (aborted on failure) for large ones; an
      // object becomes visible only once complete, so readers never see half a file.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body },
        leavePartsOnError: false,
      });
      await upload.done();
      return { sizeBytes: meter.sizeBytes, contentType: await meter.sniffContentType() };
    },

    async open(key) {
      assertValidKey(key);
      const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return response.Body as Readable;
    },

    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async signedDownloadUrl(key, options) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        // The response headers the app sends for local files; S3 echoes these overrides.
        ResponseContentType: options.contentType,
        ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
        ResponseCacheControl: downloadCacheControl(options.expiresInSeconds),
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },

    async *list(prefix = '') {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: prefix });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            yield { key: object.Key, lastModified: object.LastModified };
          }
        }
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw describeFailure(error, where);
      }
    },
  };
}

async function* meteredChunks(source: AsyncIterable<unknown>, meter: ByteMeter) {
  for await (const chunk of source) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    meter.observe(bytes);
    yield bytes;
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function describeFailure(error: unknown, where: string): StorageUnavailableError {
  const status = statusOf(error);
  if (status === 404) {
    return new StorageUnavailableError('bucket_missing', `The S3 ${where} does not exist.`, {
      cause: error,
    });
  }
  if (status === 401 || status === 403) {
    return new StorageUnavailableError(
      'access_denied',
      `The S3 ${where} refused access: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
      { cause: error },
    );
  }
  const detail = (error as { code?: string }).code ?? (error as Error).message;
  return new StorageUnavailableError(
    'unreachable',
    `The S3 ${where} cannot be reached (${detail}).`,
    {
      cause: error,
    },
  );
}
