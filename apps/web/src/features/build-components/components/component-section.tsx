import {
  type BuildComponent,
  type ComponentType,
  componentTypeLabels,
} from '@hrt/shared/schemas/build-components';
import type { ExpenseSummaries } from '@hrt/shared/schemas/expense-list';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ComponentCard } from './component-card';
import { componentTypeIcons } from './type-icon';

function countLine(type: ComponentType, count: number): string {
  if (count === 0) return 'No items yet';
  const label = componentTypeLabels[type];
  return `${count} ${count === 1 ? label.singular.toLowerCase() : label.plural}`;
}

export function ComponentSection({
  type,
  components,
  loading,
  summaries,
  summariesLoading,
  belongingOf,
  canAdd,
  onAdd,
  onOpen,
}: {
  type: ComponentType;
  components: BuildComponent[];
  loading: boolean;
  summaries: ExpenseSummaries | undefined;
  summariesLoading: boolean;
  /** The card's line of belonging (its room, or a room's children). */
  belongingOf: (component: BuildComponent) => string | undefined;
  canAdd: boolean;
  onAdd: (type: ComponentType) => void;
  onOpen: (component: BuildComponent) => void;
}) {
  const label = componentTypeLabels[type];
  const headingId = `section-${type}`;
  const Icon = componentTypeIcons[type];
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {label.section}
          </h2>
          <p className="text-sm text-muted-foreground">
            {loading ? 'Loading...' : countLine(type, components.length)}
          </p>
        </div>
      </div>
      {loading ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : components.length === 0 ? (
        // The count line says 'No items yet'; a second empty state per section would repeat the
        // page's own (decision 037), so an empty section offers only its add action.
        canAdd ? (
          <div>
            <Button size="sm" variant="outline" onClick={() => onAdd(type)}>
              <Icon aria-hidden="true" /> Add the first {label.singular.toLowerCase()}
            </Button>
          </div>
        ) : null
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {components.map((component) => (
            <ComponentCard
              key={component.id}
              component={component}
              summary={summaries?.[component.id]}
              summaryLoading={summariesLoading}
              belonging={belongingOf(component)}
              onOpen={onOpen}
            />
          ))}
        </div>
      )}
    </section>
  );
}
