import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface CountedTab {
  value: string;
  label: ReactNode;
  /** How many items the tab holds: its badge, and the empty state at 0. */
  count: number;
  empty: ReactNode;
  content: ReactNode;
}

/** Skeleton cards in the list's own grid while it loads. */
export interface LoadingCards {
  label: string;
  gridClassName: string;
  cardClassName: string;
}

/**
 * Tabs over one list, each with its count: skeleton cards while the list loads, then the
 * tab's empty state or its content.
 */
export function CountedTabs({
  label,
  value,
  onValueChange,
  tabs,
  pending,
  loading,
  listClassName,
  triggerClassName,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabs: CountedTab[];
  pending: boolean;
  loading: LoadingCards;
  listClassName?: string;
  triggerClassName?: string;
}) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList aria-label={label} className={listClassName}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className={triggerClassName}>
            {tab.label}
            <Badge variant="outline" className="px-2 tabular">
              {pending ? '…' : tab.count}
            </Badge>
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {pending ? <CardSkeletons {...loading} /> : tab.count === 0 ? tab.empty : tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function CardSkeletons({ label, gridClassName, cardClassName }: LoadingCards) {
  return (
    <div aria-busy="true" className={gridClassName}>
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className={cardClassName} />
      ))}
    </div>
  );
}
