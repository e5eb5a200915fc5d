import type { BuildComponent, ComponentType } from '@hrt/shared/schemas/build-components';
import type { ComponentRow } from './repository.ts';

export function toComponent(row: ComponentRow): BuildComponent {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ComponentType,
    status: row.status,
    budget: row.budget,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
  };
}
