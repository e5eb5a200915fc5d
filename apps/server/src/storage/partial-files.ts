import { createHash, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';

/**
 * The local store writes each upload to a temp file first and renames it when complete. A kill
 * leaves the temp file behind; its name says who wrote it, so the next start can tell a
 * leftover of a dead process from an upload another live server is writing right now.
 */
const PARTIAL_SUFFIX = '.partial';

const HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
/** This process among others with the same pid (a container's pid 1 after each restart). */
const INSTANCE = randomBytes(3).toString('hex');
// target.<host>-<pid>-<instance>.<uuid>.partial (lower-case, so it stays a valid store key).
const TAGGED = /\.([0-9a-f]{8})-(\d+)-([0-9a-f]{6})\.[0-9a-f-]{36}\.partial$/;

/** The temp file for `target`; `pid` and `instance` name another writer (tests). */
export function partialName(target: string, pid = process.pid, instance = INSTANCE): string {
  return `${target}.${HOST}-${pid}-${instance}.${randomUUID()}${PARTIAL_SUFFIX}`;
}

export function isPartial(key: string): boolean {
  return key.endsWith(PARTIAL_SUFFIX);
}

/** Written by this very process: an upload in progress now (the sweep runs while serving). */
export function isOwnPartial(key: string): boolean {
  const writer = TAGGED.exec(key);
  return writer?.[1] === HOST && Number(writer[2]) === process.pid && writer[3] === INSTANCE;
}

/**
 * Whether the process that wrote this temp file is certainly gone: it ran on this host and
 * its pid runs no more, or the pid is this very process's but from an earlier start. Anything
 * else (another host, a name without a writer, a pid some process holds) is not known.
 */
export function writerIsGone(key: string): boolean {
  const writer = TAGGED.exec(key);
  if (!writer || writer[1] !== HOST) return false;
  const pid = Number(writer[2]);
  if (pid === process.pid) return writer[3] !== INSTANCE;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
