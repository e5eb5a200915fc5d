import type { TrashEntry, TrashResourceType } from '@hrt/shared/schemas/trash';
import type { TrashEntryRow } from './trash-repository.ts';

/** `canRestore`: whether the reader may restore it (the trash service's rule). */
export function toTrashEntry(row: TrashEntryRow, canRestore: boolean): TrashEntry {
  return {
    id: row.id,
    resource_type: row.resourceType as TrashResourceType,
    resource_id: row.resourceId,
    label: row.label,
    name: row.name,
    deleted_at: row.deletedAt.toISOString(),
    deleted_by: row.deletedBy,
    purge_at: row.purgeAt.toISOString(),
    contents: row.contents,
    can_restore: canRestore,
  };
}
