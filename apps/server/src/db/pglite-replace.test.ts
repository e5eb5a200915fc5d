import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleInterruptedReplacement } from './pglite-replace.ts';

let root: string;
let dir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrt-replace-'));
  dir = path.join(root, 'db');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A stand-in cluster: PostgreSQL's marker file and one of "its" files, named `label`. */
function cluster(at: string, label: string) {
  fs.mkdirSync(at, { recursive: true });
  fs.writeFileSync(path.join(at, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(at, 'label'), label);
}

const entries = () => fs.readdirSync(root).sort();
const labelOf = (at: string) => fs.readFileSync(path.join(at, 'label'), 'utf8');

describe('a cluster replacement stopped part-way', () => {
  it('before the new cluster was complete: the live one stays, the half-built one goes', () => {
    cluster(dir, 'live');
    cluster(`${dir}.restoring`, 'half');
    fs.mkdirSync(`${dir}.restoring.new`);
    expect(settleInterruptedReplacement(dir)).toBe('rolled-back');
    expect(entries()).toEqual(['db']);
    expect(labelOf(dir)).toBe('live');
  });

  it('complete but not yet in place: the live one stays', () => {
    cluster(dir, 'live');
    cluster(`${dir}.restored`, 'new');
    expect(settleInterruptedReplacement(dir)).toBe('rolled-back');
    expect(entries()).toEqual(['db']);
    expect(labelOf(dir)).toBe('live');
  });

  it('between the two renames: the live one goes back under its name (an empty one made meanwhile too)', () => {
    cluster(`${dir}.replaced`, 'live');
    cluster(`${dir}.restored`, 'new');
    fs.mkdirSync(dir);
    expect(settleInterruptedReplacement(dir)).toBe('rolled-back');
    expect(entries()).toEqual(['db']);
    expect(labelOf(dir)).toBe('live');
  });

  it('after the new one took its name: the new one stays, the old one is cleared', () => {
    cluster(dir, 'new');
    cluster(`${dir}.replaced`, 'live');
    expect(settleInterruptedReplacement(dir)).toBe('completed');
    expect(entries()).toEqual(['db']);
    expect(labelOf(dir)).toBe('new');
  });

  it('with nothing left over, changes nothing', () => {
    cluster(dir, 'live');
    expect(settleInterruptedReplacement(dir)).toBe('none');
    expect(entries()).toEqual(['db']);
  });
});
