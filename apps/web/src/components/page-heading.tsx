import type { ReactNode } from 'react';

/** A page's title and the line under it: the one look every page's heading shares. */
export function PageHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
