import { canRestoreTrash } from '@hrt/shared/policies';
import type { Role } from '@hrt/shared/roles';
import type { TrashEntry, TrashResourceType } from '@hrt/shared/schemas/trash';
import type { TrashEntryRow } from './trash-repository.ts';

export function toTrashEntry(row: TrashEntryRow, role: Role): TrashEntry {
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
    can_restore: canRestoreTrash(role, row.restoreRule),
  };
}
