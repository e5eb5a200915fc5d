// Shared set-up for the money tests (components, expenses, receipts, documents): real HTTP
// calls through app.inject, and direct reads of the tables and the files directory to prove
// that a refused request stored nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import { buildComponents } from '../build-components/schema.ts';
import { creditAccounts } from '../credit/schema.ts';
import { componentDocuments } from '../documents/schema.ts';
import { storedFiles } from '../files/schema.ts';
import { trashEntries } from '../trash/schema.ts';
import { componentSummaries, expenses } from './schema.ts';

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

/** Row counts of every table the money features write (and the trash), and the files on disk. */
export async function snapshotStorage(t: TestApp) {
  const db = t.ctx.database.db;
  const counts = async () => {
    const [c] = await db.select({ n: count() }).from(buildComponents);
    const [s] = await db.select({ n: count() }).from(componentSummaries);
    const [e] = await db.select({ n: count() }).from(expenses);
    const [d] = await db.select({ n: count() }).from(componentDocuments);
    const [f] = await db.select({ n: count() }).from(storedFiles);
    const [a] = await db.select({ n: count() }).from(activityEvents);
    const [t] = await db.select({ n: count() }).from(trashEntries);
    return {
      components: c!.n,
      summaries: s!.n,
      expenses: e!.n,
      documents: d!.n,
      files: f!.n,
      activity: a!.n,
      trash: t!.n,
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

/** A component's expense summary, read through the API. */
export async function readSummaryVia(t: TestApp, authorization: string, componentId: string) {
  const response = await t.app.inject({
    url: `/api/expenses/${componentId}/summary`,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export interface Write {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

/** Sends each write as this user and expects every one to be refused with 403. */
export async function expectWritesForbidden(t: TestApp, authorization: string, writes: Write[]) {
  for (const write of writes) {
    const response = await t.app.inject({ ...write, headers: { authorization } });
    expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
  }
}
