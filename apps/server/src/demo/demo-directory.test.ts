import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { DEMO_MARKER, NotADemoDirectoryError, prepareDemoDirectory } from './demo-directory.ts';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-demo-dir-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the demo data directory', () => {
  it('defaults to ./data-demo, apart from the real ./data', () => {
    expect(loadConfig({ DEMO: '1' }).dataDir).toBe(path.resolve('./data-demo'));
    expect(loadConfig({ DEMO: 'true', DATA_DIR: '/srv/demo' }).dataDir).toBe('/srv/demo');
    expect(loadConfig({}).dataDir).toBe(path.resolve('./data'));
    expect(loadConfig({}).DEMO).toBe(false);
    expect(loadConfig({ DEMO: '1', DEMO_SEED: '7' }).DEMO_SEED).toBe(7);
    // Its passwords are public: this machine only, unless HOST says otherwise.
    expect(loadConfig({ DEMO: '1' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: '1', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({}).HOST).toBe('0.0.0.0');
  });

  it('refuses PostgreSQL and S3: a demo empties its data at every start', () => {
    const refused = () =>
      loadConfig({
        DEMO: '1',
        DATABASE_URL: 'postgres://localhost/hrt',
        STORAGE: 's3',
        S3_BUCKET: 'b',
      });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow(/DATABASE_URL: the demo \(DEMO\) runs on the embedded database only/);
    expect(refused).toThrow(/STORAGE: the demo \(DEMO\) keeps its files in its data directory/);
  });

  it('makes a missing or empty directory the demo’s', () => {
    const dir = path.join(tempDir(), 'data-demo');
    prepareDemoDirectory(loadConfig({ DEMO: '1', DATA_DIR: dir }));
    expect(fs.readdirSync(dir)).toEqual([DEMO_MARKER]);
  });

  it('empties a directory the demo marked, and keeps its lock', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, DEMO_MARKER), 'demo');
    fs.mkdirSync(path.join(dir, 'db'));
    fs.writeFileSync(path.join(dir, 'db', 'PG_VERSION'), '17');
    fs.mkdirSync(path.join(dir, 'files'));
    prepareDemoDirectory(loadConfig({ DEMO: '1', DATA_DIR: dir }));
    expect(fs.readdirSync(dir)).toEqual([DEMO_MARKER]);
  });

  it('refuses, and leaves alone, a directory of real data', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'db'));
    fs.writeFileSync(path.join(dir, 'db', 'PG_VERSION'), '17');
    expect(() => prepareDemoDirectory(loadConfig({ DEMO: '1', DATA_DIR: dir }))).toThrow(
      NotADemoDirectoryError,
    );
    expect(fs.readdirSync(dir)).toEqual(['db']);
    expect(fs.readdirSync(path.join(dir, 'db'))).toEqual(['PG_VERSION']);
  });

  it('leaves a running demo’s directory to it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, DEMO_MARKER), 'demo');
    fs.mkdirSync(path.join(dir, 'files'));
    // The parent of these tests is alive: its lock is a running server's.
    fs.writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => prepareDemoDirectory(loadConfig({ DEMO: '1', DATA_DIR: dir }))).toThrow(
      /already in use by another server/,
    );
    expect(fs.readdirSync(dir).sort()).toEqual(['db.lock', DEMO_MARKER, 'files'].sort());
  });
});
