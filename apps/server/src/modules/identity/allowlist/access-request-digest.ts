import type { AppContext } from '../../../app-context.ts';
import type { JobDefinition } from '../../../jobs/job-runner.ts';
import { readSetting, replaceSetting } from '../../settings/stored-settings.ts';
import { accessRequestDigestMail } from './access-request-mail.ts';
import {
  countPendingRequests,
  hasRequestPendingSince,
  listPendingRequests,
} from './access-requests-repository.ts';
import { MAX_PENDING_ACCESS_REQUESTS } from './access-service.ts';
import { listOwnerEmails } from './allowlist-repository.ts';

const ACCESS_REQUEST_DIGEST_JOB = 'access-request-digest';

/** The least time between two digests to the owners. */
const DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The last digest (app_settings): when it went out, and when the newest request it listed
 * became pending, so a request after that one is news.
 */
const DIGEST_STATE_KEY = 'access-request-digest';

interface DigestState {
  sentAt: Date;
  upTo: Date;
}

export type DigestSeams = Pick<AppContext, 'config' | 'database' | 'mailer'>;

/**
 * Every five minutes, so the first request after a quiet spell reaches the owners within
 * minutes; the next digest waits an hour after the last whatever the schedule.
 */
export const accessRequestDigestJob = (seams: DigestSeams): JobDefinition => ({
  name: ACCESS_REQUEST_DIGEST_JOB,
  schedule: '*/5 * * * *',
  run: ({ tick }) => sendAccessRequestDigest(seams, tick),
});

/**
 * One mail to every allowed owner listing the requests waiting, when someone new asked since
 * the last one and that one is an hour old: an open form cannot make the app mail the owners
 * more than once an hour, however many addresses it is sent. A request that became pending
 * while this runs is in the next digest's list, if not in this one's.
 */
async function sendAccessRequestDigest(
  seams: DigestSeams,
  now = new Date(),
): Promise<{ sent: number }> {
  const { db } = seams.database;
  const last = readState(await readSetting(db, DIGEST_STATE_KEY));
  if (last && now.getTime() - last.sentAt.getTime() < DIGEST_INTERVAL_MS) return { sent: 0 };
  if (!(await hasRequestPendingSince(db, last?.upTo ?? null))) return { sent: 0 };
  const listed = await listPendingRequests(db, MAX_PENDING_ACCESS_REQUESTS);
  const newest = listed[0];
  if (!newest) return { sent: 0 };
  const waiting = await countPendingRequests(db);
  const owners = await listOwnerEmails(db);
  const adminUrl = new URL('/admin', seams.config.PUBLIC_URL).toString();
  for (const to of owners) {
    await seams.mailer.send(
      accessRequestDigestMail({
        to,
        listed: listed.map((request) => request.email),
        waiting,
        full: waiting >= MAX_PENDING_ACCESS_REQUESTS,
        adminUrl,
      }),
    );
  }
  const state = { sentAt: now.toISOString(), upTo: newest.updatedAt.toISOString() };
  await replaceSetting(db, DIGEST_STATE_KEY, JSON.stringify(state));
  return { sent: owners.length };
}

/** An unreadable value counts as no digest yet: the owners hear once too often, never never. */
function readState(value: string | undefined): DigestState | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as { sentAt?: unknown; upTo?: unknown };
    const sentAt = new Date(String(parsed.sentAt));
    const upTo = new Date(String(parsed.upTo));
    if (Number.isNaN(sentAt.getTime()) || Number.isNaN(upTo.getTime())) return null;
    return { sentAt, upTo };
  } catch {
    return null;
  }
}
