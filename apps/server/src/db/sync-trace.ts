// Test support: reads an `strace -f -y` log of the server (the file system calls PostgreSQL's
// writes turn into, and the HTTP answers) and says which answers and which checkpoint went out
// ahead of the sync that makes them survive a power cut.

export interface TraceEvent {
  /** Order in the log (a call split by another thread keeps the place where it began). */
  index: number;
  call: string;
  /** The file behind the descriptor, as `-y` prints it. */
  path: string;
  result: string | undefined;
  /** For a write to a socket: the HTTP status it starts with. */
  httpStatus?: number;
}

const CALL = /^(\d+)\s+(\w+)\(\d+<([^>]*)>(.*)$/;
const RESUMED = /^(\d+)\s+<\.\.\. (\w+) resumed>.*= (-?\d+)/;
const RESULT = /\) = (-?\d+)/;
const HTTP = /"HTTP\/1\.1 (\d{3}) /;

export function parseTrace(log: string): TraceEvent[] {
  const events: TraceEvent[] = [];
  const pending = new Map<string, TraceEvent>();
  for (const line of log.split('\n')) {
    const resumed = RESUMED.exec(line);
    if (resumed) {
      const event = pending.get(`${resumed[1]}:${resumed[2]}`);
      if (event) event.result = resumed[3];
      continue;
    }
    const match = CALL.exec(line);
    if (!match) continue;
    const [, tid, call, path, rest] = match;
    const http = HTTP.exec(rest!);
    const event: TraceEvent = {
      index: events.length,
      call: call!,
      path: path!,
      result: RESULT.exec(rest!)?.[1],
      ...(http ? { httpStatus: Number(http[1]) } : {}),
    };
    if (rest!.includes('<unfinished ...>')) pending.set(`${tid}:${call}`, event);
    events.push(event);
  }
  return events;
}

const isWrite = (event: TraceEvent) => event.call.startsWith('pwrite');
const isSync = (event: TraceEvent) =>
  (event.call === 'fsync' || event.call === 'fdatasync') && event.result === '0';

/**
 * The answers with `status` that went out while WAL written before them was not synced yet:
 * for each, the WAL files written since the previous answer whose last write no sync followed.
 */
export function answersAheadOfWal(events: TraceEvent[], status: number) {
  const late: Array<{ answer: number; unsynced: string[] }> = [];
  const answers = events.filter((event) => event.httpStatus !== undefined);
  let from = 0;
  for (const answer of answers) {
    if (answer.httpStatus === status) {
      const between = events.slice(from, answer.index);
      const unsynced = unsyncedFiles(between, (path) => path.includes('/pg_wal/'));
      const wroteWal = between.some((event) => isWrite(event) && event.path.includes('/pg_wal/'));
      if (unsynced.length || !wroteWal) late.push({ answer: answer.index, unsynced });
    }
    from = answer.index + 1;
  }
  return { answers: answers.filter((answer) => answer.httpStatus === status).length, late };
}

/** Files matching `include` whose last write in `events` no successful sync followed. */
function unsyncedFiles(events: TraceEvent[], include: (path: string) => boolean): string[] {
  const lastWrite = new Map<string, number>();
  const lastSync = new Map<string, number>();
  for (const event of events) {
    if (!include(event.path)) continue;
    if (isWrite(event)) lastWrite.set(event.path, event.index);
    if (isSync(event)) lastSync.set(event.path, event.index);
  }
  return [...lastWrite]
    .filter(([path, written]) => (lastSync.get(path) ?? -1) < written)
    .map(([path]) => path);
}

/**
 * The data files written before the last checkpoint claimed them (its write of pg_control)
 * and not synced in between. Only files a checkpoint stands for count: relations, the commit
 * log and multixacts; the WAL is checked per answer above. pg_internal.init is a cache that
 * PostgreSQL never syncs and deletes in crash recovery.
 */
export function filesAheadOfCheckpoint(events: TraceEvent[], dataDir: string): string[] {
  const control = events.filter((event) => isWrite(event) && event.path.endsWith('/pg_control'));
  const last = control.at(-1);
  if (!last) return ['(no checkpoint in the trace)'];
  const claimed = /\/(base|global|pg_xact|pg_multixact)\//;
  return unsyncedFiles(
    events.slice(0, last.index),
    (path) =>
      path.startsWith(dataDir) &&
      claimed.test(path) &&
      !path.endsWith('/pg_control') &&
      !path.includes('/pg_internal.init'),
  );
}
