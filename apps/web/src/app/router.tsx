import { createBrowserRouter, type RouteObject } from 'react-router';
import { type PathName, paths, routeAccess } from '@/config/paths';
import { preloadCurrentUser } from '@/lib/auth/current-user';
import { NotFoundPage } from './not-found-page';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { RoutePage } from './route-page';

/**
 * One route per entry of the path registry: its guard around its page. The page's code loads
 * inside the page's own frame, which shows the page's fallback meanwhile: the header and the
 * page's heading paint with the app's first render, not after the page's code (decision 049).
 */
function buildPageRoute(name: PathName): RouteObject {
  return {
    path: paths[name].pattern,
    // The page shows its fallback until the session is known (RoutePage), in the same place as
    // while its code loads: its heading is painted once (decision 050).
    element: <RouteGuard access={routeAccess[name]} pageWaits />,
    children: [
      {
        index: true,
        element: <RoutePage name={name} />,
      },
    ],
  };
}

/**
 * The app's routes. None has a loader, so the router's first render is the app's frame with the
 * page's heading, not a loading screen (decision 049).
 */
export function createAppRouter() {
  const pageNames = Object.keys(paths) as PathName[];
  // The session's user is asked for as the app starts, alongside loading the page's code.
  preloadCurrentUser();
  return createBrowserRouter([
    {
      element: <RootRoute />,
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
