import { mailOutboxContract } from '@hrt/shared/contracts/mail-outbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { outboxKeys } from './outbox-keys';

/** How many messages one page of the outbox shows. */
export const OUTBOX_PAGE_SIZE = 25;

function fetchOutbox(offset: number) {
  return callEndpoint(mailOutboxContract.list, { query: { limit: OUTBOX_PAGE_SIZE, offset } });
}

export function useOutbox(offset: number) {
  return useQuery({
    queryKey: outboxKeys.page(offset),
    queryFn: () => fetchOutbox(offset),
    // Paging keeps the current page on screen until the next one has arrived.
    placeholderData: keepPreviousData,
  });
}
