import type { Database } from '../../db/client.ts';
import {
  findNotificationsReadAt,
  updateLastSeenAt,
  updateNotificationsReadAt,
} from './accounts-repository.ts';

// Two marks the notifications module keeps on an account: when its user last read the feed
// and when they last visited. The accounts table is identity's; notifications reads and writes
// the marks through these functions only, never its repository.

export function findReadMark(db: Database, accountId: string): Promise<Date | null> {
  return findNotificationsReadAt(db, accountId);
}

export function setReadMark(db: Database, accountId: string, at: Date): Promise<void> {
  return updateNotificationsReadAt(db, accountId, at);
}

export function setLastSeen(db: Database, accountId: string, at: Date): Promise<void> {
  return updateLastSeenAt(db, accountId, at);
}
