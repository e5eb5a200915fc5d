import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server.ts';
import { freePort } from '../test/server-process.ts';
import { pdf } from '../test/upload-fixtures.ts';
import { createS3FileStore } from './s3-file-store.ts';

// What only the S3 adapter does; the shared behaviour is in file-store.contract.test.ts.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer(['signed']);
});
afterAll(() => s3.close());

describe('S3 file store', () => {
  it('gives presigned URLs that answer with the headers of a local download', async () => {
    const store = createS3FileStore(s3.settings('signed'));
    await store.put('documents/quote', pdf);
    const url = await store.signedDownloadUrl('documents/quote', {
      fileName: 'Quote £1 "final".pdf',
      contentType: 'application/pdf',
      disposition: 'attachment',
      expiresInSeconds: 300,
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/signed\/documents\/quote\?/);
    expect(url).toContain('X-Amz-Expires=300');
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Quote _1 _final_.pdf"; filename*=UTF-8''Quote%20%C2%A31%20%22final%22.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('names what is wrong when the endpoint is down, the bucket missing or the key wrong', async () => {
    const deadEndpoint = `http://127.0.0.1:${await freePort()}`;
    const down = createS3FileStore({ ...s3.settings('signed'), endpoint: deadEndpoint });
    await expect(down.check()).rejects.toMatchObject({
      name: 'StorageUnavailableError',
      reason: 'unreachable',
      message: `The S3 bucket "signed" at ${deadEndpoint} cannot be reached (ECONNREFUSED).`,
    });
    const missing = createS3FileStore(s3.settings('no-such-bucket'));
    await expect(missing.check()).rejects.toMatchObject({ reason: 'bucket_missing' });
    const wrongKey = createS3FileStore({
      ...s3.settings('signed'),
      // s3rver checks access key ids (not V4 signatures): an unknown one is refused with 403.
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' },
    });
    await expect(wrongKey.check()).rejects.toMatchObject({ reason: 'access_denied' });
  });
});
