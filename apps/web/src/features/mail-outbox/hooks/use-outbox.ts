import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOutbox, outboxKeys, sendTestMessage } from '../api';

export function useOutbox(offset: number) {
  return useQuery({
    queryKey: outboxKeys.page(offset),
    queryFn: () => fetchOutbox({ offset }),
    // Paging keeps the current page on screen until the next one has arrived.
    placeholderData: keepPreviousData,
  });
}

export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
