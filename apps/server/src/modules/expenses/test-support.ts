// Shared set-up for the money tests (components, expenses, receipts, documents): real HTTP
// calls through app.inject, and direct reads of the tables and the files directory to prove
// that a refused request stored nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityEvents } from '../../db/schema/activity.ts';
import { storedFiles } from '../../db/schema/files.ts';
import {
  buildComponents,
  componentDocuments,
  componentSummaries,
  creditAccounts,
  expenses,
} from '../../db/schema/money.ts';
import type { TestApp } from '../../test/build-test-app.ts';

export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A legacy Word file starts with the compound-file signature. */
export const doc = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600, 0),
]);
export const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

export type Part = {
  name: string;
  value?: string;
  file?: { filename: string; type: string; data: Buffer };
};

/** A multipart body by hand, so the test controls every byte and header. */
export function multipart(parts: Part[]) {
  const boundary = '----hrt-money-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type}\r\n\r\n`,
        ),
        part.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function createComponentVia(
  t: TestApp,
  authorization: string,
  body: Record<string, unknown> = {},
): Promise<BuildComponent> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/components',
    headers: { authorization },
    payload: { name: 'Kitchen', type: 'room', budget: 1000, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function createExpenseVia(
  t: TestApp,
  authorization: string,
  body: Record<string, unknown>,
): Promise<Expense> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: { authorization },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function insertCreditAccount(t: TestApp, name = 'Joint card'): Promise<string> {
  const [row] = await t.ctx.database.db
    .insert(creditAccounts)
    .values({ accountName: name, accountType: 'credit_card', provider: 'Bank', owner: 'Joint' })
    .returning();
  return row!.id;
}

/** Row counts of every table the money features write, and the files on disk. */
export async function snapshotStorage(t: TestApp) {
  const db = t.ctx.database.db;
  const counts = async () => {
    const [c] = await db.select({ n: count() }).from(buildComponents);
    const [s] = await db.select({ n: count() }).from(componentSummaries);
    const [e] = await db.select({ n: count() }).from(expenses);
    const [d] = await db.select({ n: count() }).from(componentDocuments);
    const [f] = await db.select({ n: count() }).from(storedFiles);
    const [a] = await db.select({ n: count() }).from(activityEvents);
    return {
      components: c!.n,
      summaries: s!.n,
      expenses: e!.n,
      documents: d!.n,
      files: f!.n,
      activity: a!.n,
    };
  };
  return { ...(await counts()), filesOnDisk: await listFiles(t.filesDir) };
}

export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)));
    else found.push(relative);
  }
  return found.sort();
}
