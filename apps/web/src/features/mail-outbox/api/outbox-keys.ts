/** The owner's outbox, page by page. */
export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  page: (offset: number) => ['admin', 'outbox', offset] as const,
};
