import type { OutboxPage, OutboxQuery, SentMail } from '@hrt/shared/schemas/mail';
import { api } from '@/lib/api-client';

export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  page: (offset: number) => ['admin', 'outbox', offset] as const,
};

/** How many messages one page of the outbox shows. */
export const OUTBOX_PAGE_SIZE = 25;

export function fetchOutbox(query: Pick<OutboxQuery, 'offset'>) {
  const params = new URLSearchParams({
    limit: String(OUTBOX_PAGE_SIZE),
    offset: String(query.offset),
  });
  return api.get<OutboxPage>(`/api/admin/outbox?${params}`);
}

export function sendTestMessage() {
  return api.post<SentMail>('/api/admin/outbox/test', {});
}
