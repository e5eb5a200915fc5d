import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { createOwnDatabase, postgresAnswers } from './test-support.ts';
import { writeBackup } from './write-archive.ts';

// On PGlite a transaction holds every other query, so writes cannot interleave with the
// snapshot at all; PostgreSQL is where one REPEATABLE READ snapshot has to do the work.
// It makes its own PostgreSQL database: the run against TEST_DATABASE_URL need not repeat it.
const postgres = process.env.TEST_DB !== 'postgres' && (await postgresAnswers());
if (!postgres && process.env.TEST_DB !== 'postgres')
  console.warn('\n*** consistency.test.ts: no PostgreSQL at 127.0.0.1:5432: SKIPPED ***\n');

let dir: string;
let own: Awaited<ReturnType<typeof createOwnDatabase>>;
let database: DatabaseHandle;
let t: TestApp;
let owner: SignedInUser;
let roomId: string;

beforeAll(async () => {
  if (!postgres) return;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-backup-consistency-'));
  own = await createOwnDatabase();
  database = await openDatabase({ databaseUrl: own.url });
  await database.migrate();
  t = await buildTestApp({ database });
  owner = await createSignedInUser(t, { role: 'owner' });
  const room = await t.app.inject({
    method: 'POST',
    url: '/api/components',
    headers: { authorization: owner.authorization },
    payload: { name: 'Kitchen', type: 'room' },
  });
  roomId = room.json().id;
  // Journal entries read between stored_files and expenses: the dump takes long enough for
  // writes to land in the middle of it.
  await database.db.execute(
    sql`insert into timeline_entries (title, description, date)
        select 'Entry ' || n, repeat('x', 200), date '2026-01-01' + (n % 300) from generate_series(1, 60000) n`,
  );
});
afterAll(async () => {
  if (!postgres) return;
  await t.close();
  await database.close();
  await own.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** One expense and then its receipt: two requests, as the app's own dialog makes them. */
async function addExpenseWithReceipt(index: number) {
  const expense = await t.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: { authorization: owner.authorization },
    payload: { room_id: roomId, rrp: 10 + index, supplier: `Supplier ${index}` },
  });
  const body = multipart([
    { name: 'file', file: { filename: `r${index}.pdf`, type: 'application/pdf', data: pdf } },
  ]);
  await t.app.inject({
    method: 'POST',
    url: `/api/expenses/${expense.json().id}/receipt`,
    headers: { authorization: owner.authorization, ...body.headers },
    payload: body.payload,
  });
}

async function readArchive(file: string) {
  const rows = new Map<string, Array<Record<string, unknown>>>();
  const files = new Set<string>();
  const extract = tar.extract();
  createReadStream(file).pipe(extract as unknown as NodeJS.WritableStream);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const name = entry.header.name;
    if (name.startsWith('files/')) files.add(name.slice('files/'.length));
    const table = /^db\/\d+-(\w+)-\d+\.jsonl$/.exec(name)?.[1];
    if (!table) continue;
    const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
    rows.set(table, [...(rows.get(table) ?? []), ...lines.map((line) => JSON.parse(line))]);
  }
  return { rows, files };
}

describe.skipIf(!postgres)('a backup while expenses are written', () => {
  it('holds one moment: counts agree and no expense lacks its receipt file', async () => {
    let writing = true;
    let written = 0;
    let writtenWhileBacking = 0;
    let backingUp = false;
    const writers = [0, 1, 2].map(async (writer) => {
      for (let index = writer * 10_000; writing; index++) {
        await addExpenseWithReceipt(index);
        written++;
        if (backingUp) writtenWhileBacking++;
      }
    });
    while (written < 6) await new Promise((resolve) => setTimeout(resolve, 20));
    const file = path.join(dir, 'during-writes.tar');
    backingUp = true;
    const manifest = await writeBackup(t.ctx, createWriteStream(file));
    backingUp = false;
    writing = false;
    await Promise.all(writers);
    expect(writtenWhileBacking).toBeGreaterThan(0);

    const { rows, files } = await readArchive(file);
    const expenses = rows.get('expenses') ?? [];
    const storedFiles = new Map((rows.get('stored_files') ?? []).map((row) => [row.id, row]));
    const summaries = rows.get('component_summaries') ?? [];
    expect(expenses.length).toBe(manifest.tables.expenses);
    expect(summaries.reduce((sum, row) => sum + Number(row.expense_count), 0)).toBe(
      expenses.length,
    );
    for (const expense of expenses) {
      if (!expense.receipt_file_id) continue;
      const stored = storedFiles.get(expense.receipt_file_id);
      expect(stored, `receipt of ${expense.id}`).toBeDefined();
      expect(files.has(stored!.storage_key as string)).toBe(true);
    }
    expect(files.size).toBe(storedFiles.size);
  }, 60_000);
});
