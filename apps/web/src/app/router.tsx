import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { type PathName, paths, routeAccess } from '@/config/paths';
import { preloadCurrentUser } from '@/lib/auth/current-user';
import { hasStoredToken } from '@/lib/auth/token-storage';
import { queryClient } from '@/lib/query-client';
import { NotFoundPage } from './not-found-page';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { pageLoaders } from './route-pages';
import { routePrefetch } from './route-prefetch';

/** One route per entry of the path registry: its guard around its lazily loaded page. */
function buildPageRoute(name: PathName): RouteObject {
  return {
    path: paths[name].pattern,
    element: <RouteGuard access={routeAccess[name]} />,
    children: [
      {
        index: true,
        // Runs at once, alongside loading the page's code: starts the page's first requests.
        loader: ({ params }) => {
          if (hasStoredToken()) routePrefetch[name]?.(queryClient, params);
          return null;
        },
        lazy: async () => ({ Component: await pageLoaders[name]() }),
      },
    ],
  };
}

export function createAppRouter() {
  const pageNames = Object.keys(paths) as PathName[];
  return createBrowserRouter([
    {
      element: <RootRoute />,
      // The session's user is asked for while the first page's code loads, not after it.
      loader: () => {
        preloadCurrentUser();
        return null;
      },
      // Shown while the first page's code loads, before anything else can render.
      hydrateFallbackElement: <LoadingScreen />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors inside a page keep the header and navigation around them.
          errorElement: <RouteError />,
          children: [...pageNames.map(buildPageRoute), { path: '*', Component: NotFoundPage }],
        },
      ],
    },
  ]);
}
