import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The centred card that frames the sign-in, access and setup screens. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-center px-1 py-8 sm:py-14">
      <Card className="w-full max-w-md">
        <CardHeader className="gap-2 text-center">
          <img src="/logo.svg" alt="" width={48} height={48} className="mx-auto size-12" />
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}
