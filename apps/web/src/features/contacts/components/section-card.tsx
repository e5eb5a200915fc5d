import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One section of a contact's page: a titled card. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Card className="grid gap-2 p-4 sm:p-5">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </Card>
    </section>
  );
}
