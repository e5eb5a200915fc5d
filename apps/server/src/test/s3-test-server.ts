import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-file-store.ts';

/** s3rver checks request signatures against these fixed credentials. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  /** Settings for a bucket the server created at start. */
  settings(bucket?: string): S3Settings;
  /** The same settings as environment variables, for a server process or loadConfig. */
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP with signature checks,
 * objects on disk) on loopback, with the given buckets created.
 */
export async function startS3TestServer(buckets = ['hrt-test']): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const [defaultBucket = 'hrt-test'] = buckets;
  return {
    endpoint,
    settings: (bucket = defaultBucket) => ({
      endpoint,
      bucket,
      region: 'us-east-1',
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
    }),
    env: (bucket = defaultBucket) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
