import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { type PathName, paths, routeAccess } from '@/config/paths';
import { NotFoundPage } from './not-found-page';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { pageLoaders } from './route-pages';

/** One route per entry of the path registry: its guard around its lazily loaded page. */
function buildPageRoute(name: PathName): RouteObject {
  return {
    path: paths[name].pattern,
    element: <RouteGuard access={routeAccess[name]} />,
    children: [{ index: true, lazy: async () => ({ Component: await pageLoaders[name]() }) }],
  };
}

export function createAppRouter() {
  const pageNames = Object.keys(paths) as PathName[];
  return createBrowserRouter([
    {
      element: <RootRoute />,
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
