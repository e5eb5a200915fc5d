import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from '../../storage/file-store.ts';
import type { FileEntry } from './manifest.ts';

/**
 * The files side of a restore, kept so that the live store is never changed before the
 * restored rows are committed: while the rows load, only keys the store does not hold are
 * written (no live row points at them, so a failure just removes them again); a key the
 * store holds with the same bytes is left as it is; one that holds other bytes is written
 * after the commit, with the removal of the keys the archive does not have.
 */
export class RestoreFiles {
  private readonly written: string[] = [];
  private readonly afterCommit = new Set<string>();

  constructor(
    private readonly store: FileStore,
    private readonly liveKeys: ReadonlySet<string>,
  ) {}

  /** During the load: writes the archive's file now, or decides to leave it for later. */
  async take(entry: FileEntry, stream: Readable): Promise<void> {
    if (!this.liveKeys.has(entry.key)) {
      this.written.push(entry.key);
      await this.store.put(entry.key, stream);
      return;
    }
    if ((await this.hashOfLive(entry.key)) !== entry.sha256) this.afterCommit.add(entry.key);
    stream.resume();
  }

  /** The load failed: the files it wrote go; the live ones were never touched. */
  async discardWritten(): Promise<void> {
    await Promise.allSettled(this.written.map((key) => this.store.delete(key)));
  }

  /** Keys whose live bytes differ from the archive's: written once the rows are committed. */
  keysToOverwrite(): ReadonlySet<string> {
    return this.afterCommit;
  }

  /** After the commit: the live keys the archive does not have are no longer anyone's. */
  async removeKeysNotIn(entries: FileEntry[]): Promise<void> {
    const restored = new Set(entries.map((entry) => entry.key));
    for (const key of this.liveKeys) if (!restored.has(key)) await this.store.delete(key);
  }

  private async hashOfLive(key: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of await this.store.open(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
}
