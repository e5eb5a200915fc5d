import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../storage/local-file-store.ts';
import { createSignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { writeArchiveFile } from './archive-files.ts';
import type { BackupError } from './backup-error.ts';
import { verifyArchive } from './read-archive.ts';
import { restoreBackup } from './restore.ts';
import { appliedMigration, rowsOf } from './schema-version.ts';
import { tablesInDatabase } from './target-schema.ts';
import { fillEveryTable } from './test-fixture.ts';
import { hashEveryFile, relabelSchema, stateOf } from './test-support.ts';
import { writeBackup } from './write-archive.ts';

let dir: string;
let source: TestApp;
let target: TestApp;
let archive: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-backup-checks-'));
  source = await buildTestApp();
  await fillEveryTable(source);
  archive = path.join(dir, 'good.tar');
  await writeBackup(source.ctx, createWriteStream(archive));
  // The installation a bad archive must leave alone: an owner, a room, an expense with a receipt.
  target = await buildTestApp();
  const owner = await createSignedInUser(target, { role: 'owner', email: 'keeper@example.com' });
  const room = await target.app.inject({
    method: 'POST',
    url: '/api/components',
    headers: { authorization: owner.authorization },
    payload: { name: 'Attic', type: 'room' },
  });
  const expense = await target.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: { authorization: owner.authorization },
    payload: { room_id: room.json().id, rrp: 42.5 },
  });
  const body = multipart([
    { name: 'file', file: { filename: 'r.pdf', type: 'application/pdf', data: pdf } },
  ]);
  const receipt = await target.app.inject({
    method: 'POST',
    url: `/api/expenses/${expense.json().id}/receipt`,
    headers: { authorization: owner.authorization, ...body.headers },
    payload: body.payload,
  });
  expect(receipt.statusCode, receipt.body).toBe(201);
});
afterAll(async () => {
  await source.close();
  await target.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Restores `file` with --replace into the target; expects the refusal and no change at all. */
async function expectRefused(file: string, code: BackupError['code'], message: RegExp) {
  const before = await stateOf(target.ctx);
  let backedUp = false;
  const attempt = restoreBackup(file, target.ctx, {
    replace: true,
    backupExisting: async () => {
      backedUp = true;
      return 'never';
    },
  });
  await expect(attempt).rejects.toThrow(message);
  await expect(attempt).rejects.toMatchObject({ code });
  expect(backedUp).toBe(false);
  expect(await stateOf(target.ctx)).toEqual(before);
}

describe('the archive', () => {
  it('lists every table the migrated database has, each with its rows in the dump', async () => {
    const manifest = await verifyArchive(archive);
    const tables = await tablesInDatabase(source.ctx.database.db);
    expect(tables.length).toBe(32);
    expect(Object.keys(manifest.tables).sort()).toEqual(tables);
    for (const table of tables) {
      const dumped = manifest.dump.entries.filter((entry) => entry.table === table);
      expect(dumped.length, table).toBeGreaterThan(0);
      expect(
        dumped.reduce((sum, entry) => sum + entry.rows, 0),
        table,
      ).toBe(manifest.tables[table]);
    }
  });

  it('refuses a truncated archive and changes nothing', async () => {
    const bytes = await fs.readFile(archive);
    const cut = path.join(dir, 'cut.tar');
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expectRefused(
      cut,
      'truncated',
      /is incomplete: .*cut short while being written or copied\. Restore from another copy/,
    );
  });

  it('refuses an archive with one flipped byte in a receipt and changes nothing', async () => {
    const bytes = Buffer.from(await fs.readFile(archive));
    const at = bytes.indexOf('%PDF-1.4') + 3;
    expect(at).toBeGreaterThan(3);
    bytes[at] = bytes[at]! ^ 0x01;
    const flipped = path.join(dir, 'flipped.tar');
    await fs.writeFile(flipped, bytes);
    await expectRefused(
      flipped,
      'damaged',
      /is damaged: files\/receipts\/[\w.-]+ does not match its checksum\. Nothing was changed\. Restore from another copy/,
    );
  });

  it('refuses an archive from a newer schema and changes nothing', async () => {
    const newer = path.join(dir, 'newer.tar');
    await relabelSchema(archive, newer, {
      app_version: '9.0.0',
      migration: { index: 99, tag: '0099_future', when: 1999999999999 },
    });
    await expectRefused(
      newer,
      'newer-schema',
      /comes from a newer version of the app \(app 9\.0\.0, schema 0099_future\); this one knows schema up to 0017_contacts\. Update the app to version 9\.0\.0 or later, then restore again/,
    );
  });

  it('refuses a target that holds data unless told to replace it', async () => {
    const before = await stateOf(target.ctx);
    await expect(restoreBackup(archive, target.ctx)).rejects.toThrow(
      /The target already holds data \(.*components: 1.*expenses: 1.*stored files: 1\)\. Restore into an empty database and file store, or add --replace/,
    );
    expect(await stateOf(target.ctx)).toEqual(before);
  });

  it('with --replace, keeps a backup of what was there, then replaces rows and files', async () => {
    const before = await hashEveryFile(target.ctx.fileStore);
    const kept = path.join(dir, 'before-replace.tar');
    const result = await restoreBackup(archive, target.ctx, {
      replace: true,
      backupExisting: async () => {
        await writeArchiveFile(target.ctx, kept);
        return kept;
      },
    });
    expect(result.previousBackup).toBe(kept);
    expect((await verifyArchive(kept)).tables).toMatchObject({ components: 1, expenses: 1 });
    const names = await rowsOf(
      target.ctx.database.db,
      sql`select name from components order by name`,
    );
    expect(names).toEqual([{ name: 'Kitchen' }, { name: 'Moodboard' }]);
    const after = await hashEveryFile(target.ctx.fileStore);
    expect(after).toEqual(await hashEveryFile(source.ctx.fileStore));
    for (const key of Object.keys(before)) expect(after[key]).toBeUndefined();
  });

  it('restores an archive of an older schema, then migrates it', async () => {
    // A database as schema 0007_ideas left it: what 0008_schedule, 0009_idea_picture_copy,
    // 0010_trash_history, 0011_expense_payments_vat_dates, 0012_ideas_without_link,
    // 0013_invitations, 0014_planning_plans, 0015_backup_links, 0016_month_of_use and
    // 0017_contacts made, taken away again (ten steps).
    const old = await openTestDatabase();
    await old.db.execute(sql`drop table contacts`);
    for (const table of ['components', 'expenses', 'allowlist_entries', 'insurance_policies']) {
      await old.db.execute(sql.raw(`alter table ${table} drop column contact_id`));
    }
    await old.db.execute(sql`alter table activity_events drop column action_id`);
    await old.db.execute(sql`alter table components drop column parent_id`);
    await old.db.execute(
      sql`alter table expenses drop column invoice_number, drop column document_sha256`,
    );
    await old.db.execute(sql`drop table backup_links`);
    await old.db.execute(sql`drop table planning_plans`);
    await old.db.execute(sql`drop table invitations`);
    await old.db.execute(sql`drop table expense_payments`);
    await old.db.execute(
      sql`alter table expenses drop column vat_rate, drop column invoice_date, drop column vat_amount`,
    );
    await old.db.execute(sql`alter table component_summaries drop column vat_total`);
    await old.db.execute(
      sql`alter table credit_accounts drop column balance_set, drop column balance_set_at, drop column payments_since`,
    );
    await old.db.execute(sql`drop table trash_entries`);
    await old.db.execute(
      sql`alter table activity_events drop column resource_id, drop column changes, drop column trashed`,
    );
    await old.db.execute(sql`drop table task_dependencies, tasks`);
    await old.db.execute(sql`alter table ideas drop column image_key`);
    await old.db.execute(sql`alter table ideas alter column url set not null`);
    await old.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at in (select created_at from drizzle.__drizzle_migrations order by created_at desc limit 10)`,
    );
    await old.db.execute(sql`insert into components (name, type) values ('Cellar', 'room')`);
    const oldArchive = path.join(dir, 'old.tar');
    const manifest = await writeBackup(
      { database: old, fileStore: createLocalFileStore(path.join(dir, 'old-files')) },
      createWriteStream(oldArchive),
    );
    await old.close();
    expect(manifest.migration.tag).toBe('0007_ideas');
    expect(manifest.tables.tasks).toBeUndefined();

    // An empty database that a newer server already migrated: its tables go back to 0007 first.
    const fresh = await openTestDatabase();
    await restoreBackup(oldArchive, {
      database: fresh,
      fileStore: createLocalFileStore(path.join(dir, 'fresh-files')),
    });
    expect((await appliedMigration(fresh.db))?.tag).toBe('0017_contacts');
    expect(await rowsOf(fresh.db, sql`select name from components`)).toEqual([{ name: 'Cellar' }]);
    expect(await rowsOf(fresh.db, sql`select count(*)::int as n from tasks`)).toEqual([{ n: 0 }]);
    await fresh.close();
  });
});
