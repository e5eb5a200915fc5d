import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';
import { ThemeProvider } from '@/lib/theme-provider';
import { createAppRouter } from './router';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

export function App() {
  // Created once per mounted app, not at import time, so tests can mount it afresh.
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} useTransitions={false} />
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
