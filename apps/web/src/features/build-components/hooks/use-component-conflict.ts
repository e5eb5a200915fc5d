import { buildComponentsContract } from '@hrt/shared/contracts/build-components';
import { formatStatus } from '@hrt/shared/domain/status';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ConflictField } from '@/lib/edit-conflict';
import { useEditConflict } from '@/lib/use-edit-conflict';
import { useRefreshComponents } from '../api/use-refresh-components';

/** What the component dialog saves with a version check. */
export type ComponentConflictFields = Pick<BuildComponent, 'name' | 'status' | 'budget'>;

const fields: ConflictField<ComponentConflictFields>[] = [
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
  { key: 'budget', label: 'Budget' },
];

export function componentConflictFields(component: ComponentConflictFields) {
  return { name: component.name, status: component.status, budget: component.budget };
}

function describe(key: keyof ComponentConflictFields, value: string | number): string {
  if (key === 'budget') return formatCurrency(Number(value));
  if (key === 'status') return value ? formatStatus(String(value)) : '—';
  return String(value);
}

/**
 * The shared edit-conflict step, for one room, design item or service. `takeTheirs` drops what
 * was typed and reads the lists (and the component's own page) again.
 */
export function useComponentConflict(component: BuildComponent | null | undefined) {
  const refresh = useRefreshComponents();
  const conflict = useEditConflict({
    fields,
    resourceType: 'component',
    fetchCurrent: () =>
      callEndpoint(buildComponentsContract.get, {
        params: { type: component?.type ?? 'room', id: component?.id ?? '' },
      }),
    toFields: componentConflictFields,
    describe,
  });
  const takeTheirs = () => {
    conflict.clear();
    void refresh();
  };
  return { ...conflict, takeTheirs };
}
