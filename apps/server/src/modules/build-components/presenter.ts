import type { BuildComponent, ComponentType } from '@hrt/shared/schemas/build-components';
import type { ComponentRow } from './repository.ts';

/**
 * A row as the API answers it. `liveParentIds` are the rooms that exist now: a child whose room
 * is in the trash (or purged) reads as having no room, and has it back when the room returns.
 */
export function toComponent(row: ComponentRow, liveParentIds: ReadonlySet<string>): BuildComponent {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ComponentType,
    status: row.status,
    budget: row.budget,
    description: row.description,
    parent_id: row.parentId && liveParentIds.has(row.parentId) ? row.parentId : null,
    contact_id: row.contactId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
  };
}
