import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComponentVia } from '../modules/expenses/test-support.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server.ts';
import { freePort, startServer } from '../test/server-process.ts';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.ts';
import { multipart, pdf } from '../test/upload-fixtures.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer(['shared']);
});
afterAll(() => s3.close());

async function uploadDocument(t: TestApp, authorization: string, componentId: string) {
  const body = multipart([
    { name: 'component_id', value: componentId },
    { name: 'name', value: 'Floor plan' },
    { name: 'file', file: { filename: 'plan.pdf', type: 'application/pdf', data: pdf } },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function downloadLink(t: TestApp, authorization: string, documentId: string) {
  const response = await t.app.inject({
    url: `/api/documents/${documentId}/download`,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url as string;
}

const headersOf = (headers: Record<string, unknown>) => ({
  'content-type': headers['content-type'],
  'content-disposition': headers['content-disposition'],
  'cache-control': headers['cache-control'],
});

describe('two instances sharing one S3 bucket and one database', () => {
  let database: TestDatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    database = await openTestDatabase();
    // On PostgreSQL each instance has its own connection pool; PGlite is one process anyway.
    const secondConnection = database.openAnother ? await database.openAnother() : database;
    a = await buildTestApp({ database, env: s3.env('shared') });
    b = await buildTestApp({ database: secondConnection, env: s3.env('shared') });
    owner = await createSignedInUser(a, { role: 'owner' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (b.ctx.database !== database) await b.ctx.database.close();
    await database.close();
  });

  it('downloads through one instance what was uploaded through the other', async () => {
    expect(a.ctx.fileStore.kind).toBe('s3');
    const room = await createComponentVia(a, owner.authorization, { name: 'Kitchen' });
    const documentId = await uploadDocument(a, owner.authorization, room.id);

    const link = await downloadLink(b, owner.authorization, documentId);
    const redirect = await b.app.inject({ url: link });
    expect(redirect.statusCode).toBe(302);
    const location = String(redirect.headers.location);
    expect(location.startsWith(`${s3.endpoint}/shared/documents/`)).toBe(true);

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect(headersOf(Object.fromEntries(file.headers))).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
      'cache-control': 'private, max-age=300',
    });
  });

  it('sends the same download headers as the local store does', async () => {
    const local = await buildTestApp();
    try {
      const localOwner = await createSignedInUser(local, { role: 'owner' });
      const room = await createComponentVia(local, localOwner.authorization, { name: 'Hall' });
      const id = await uploadDocument(local, localOwner.authorization, room.id);
      const file = await local.app.inject({
        url: await downloadLink(local, localOwner.authorization, id),
      });
      expect(file.statusCode).toBe(200);
      expect(headersOf(file.headers)).toEqual({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
        'cache-control': 'private, max-age=300',
      });
    } finally {
      await local.close();
    }
  });

  it('reports the S3 store as healthy', async () => {
    const health = await b.app.inject({ url: '/api/health' });
    expect(health.json().storage).toEqual({ status: 'ok', kind: 's3' });
  });
});

describe('an S3 endpoint that is down', () => {
  let deadEnv: Record<string, string>;
  beforeAll(async () => {
    deadEnv = { ...s3.env('shared'), S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` };
  });

  it('shows in /api/health as a clear error, without taking the app down', async () => {
    const t = await buildTestApp({ env: deadEnv });
    try {
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'degraded',
        database: { status: 'ok', kind: process.env.TEST_DB },
        storage: {
          status: 'error',
          kind: 's3',
          detail: 'The file store (S3) cannot be reached.',
        },
      });
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_DB === 'pglite')(
    'is named at start-up, and the server still starts and answers',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-s3-down-'));
      const server = await startServer({ ...deadEnv, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
      try {
        // A first start makes its database in a process of its own: slow on a loaded machine.
        const deadline = Date.now() + 150_000;
        let status = 0;
        while (!status && Date.now() < deadline) {
          status = await fetch(`${server.baseUrl}/api/health`).then(
            (response) => response.status,
            () => 0,
          );
          if (!status) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status).toBe(503);
        expect(server.output()).toContain(
          `File storage is unavailable: The S3 bucket "shared" at ${deadEnv.S3_ENDPOINT} cannot be reached (ECONNREFUSED).`,
        );
        expect(server.child.exitCode).toBeNull();
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
