import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/auth/session-context';
import { cn } from '@/lib/cn';
import { useMarkShellPainted, useOpenFirstContentGate } from '@/lib/first-content';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The one layout for every route, responsive by CSS: desktop (1024 px and up) has the top
 * navigation and a footer; below that a collapsible menu; phones (below 768 px) also get the
 * bottom bar, but only when someone is signed in.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // After the page's own effects (its queries have started): see lib/first-content.ts.
  useOpenFirstContentGate(useQueryClient(), session.status !== 'loading');
  useMarkShellPainted();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none md:px-6 lg:py-8',
          // Room for the fixed bottom bar, so the end of the page is never hidden under it.
          signedIn && 'pb-28 md:pb-6',
        )}
      >
        {children}
      </main>
      <SiteFooter />
      {signedIn && <BottomBar />}
    </div>
  );
}
