import { trashContract } from '@hrt/shared/contracts/trash';
import { TRASH_DAYS } from '@hrt/shared/schemas/trash';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { queryKeys } from '../query-keys';

/** The kinds whose delete takes other things with it (a room's expenses, an entry's photos). */
export type TrashPreviewType = 'component' | 'timeline_entry';

/**
 * What deleting an item would take to the trash, asked for while its confirmation is open
 * (`id` null: closed, nothing asked). Read afresh each time: the counts change with every write.
 */
function useTrashPreview(resourceType: TrashPreviewType, id: string | null) {
  return useQuery({
    queryKey: queryKeys.trashPreview(resourceType, id ?? ''),
    queryFn: () =>
      callEndpoint(trashContract.preview, {
        params: { resource_type: resourceType, resource_id: id ?? '' },
      }),
    enabled: id !== null,
    // Nothing kept between openings: a count from before the last write would mislead.
    gcTime: 0,
    retry: false,
  });
}

/**
 * The confirmation's sentence: 'Utility and its 12 expenses, 3 documents and 2 ideas will move
 * to the trash. You can restore them for 30 days.' Until the preview has answered (or when it
 * failed) it says only that what belongs to the item goes with it, never a count it does not know.
 */
export function useTrashPreviewSentence(
  resourceType: TrashPreviewType,
  item: { id: string; name: string } | null,
): string {
  const preview = useTrashPreview(resourceType, item?.id ?? null);
  if (!item) return '';
  const days = `${TRASH_DAYS} days`;
  const answered = preview.data;
  if (!answered) {
    return `${item.name} and what belongs to it will move to the trash. You can restore them for ${days}.`;
  }
  const alone = answered.description === answered.name;
  return `${answered.description} will move to the trash. You can restore ${alone ? 'it' : 'them'} for ${days}.`;
}
