import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PathName } from '@/config/paths';
import { prefetchComponentExpenses, prefetchExpensesScreen } from '@/features/expenses/prefetch';
import { prefetchScheduleScreen } from '@/features/schedule/prefetch';

type Prefetch = (client: QueryClient, params: Params) => void;

/**
 * Data a route's screen asks for first, requested by the route while the screen's code loads
 * (render-as-you-fetch) instead of after it. Only for signed-in routes: the router calls these
 * when a session token is stored. The screens' own queries then find the answers cached.
 */
export const routePrefetch: Partial<Record<PathName, Prefetch>> = {
  rooms: (client) => {
    void import('@/lib/shared-queries/prefetch-build-components').then((m) =>
      m.prefetchBuildComponentsScreen(client),
    );
  },
  expenses: (client) => prefetchExpensesScreen(client),
  schedule: (client) => prefetchScheduleScreen(client),
  component: (client, params) => {
    if (params.roomId) prefetchComponentExpenses(client, params.roomId);
  },
};
