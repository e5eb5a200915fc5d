import Router from 'find-my-way';
import type { RegisteredRoute } from './access.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods that do have a route for a path Fastify found none for, so that a wrong method
 * answers 405 with an Allow header instead of 404. The routes are matched by Fastify's own
 * router library, built once from the routes the app registered.
 */
export function createAllowedMethods(routes: readonly RegisteredRoute[]) {
  let router: Router.Instance<Router.HTTPVersion.V1> | undefined;
  const build = () => {
    const built = Router({ ignoreTrailingSlash: true });
    for (const route of routes) {
      if (!METHODS.includes(route.method as (typeof METHODS)[number])) continue;
      if (built.hasRoute(route.method as Router.HTTPMethod, route.url)) continue;
      built.on(route.method as Router.HTTPMethod, route.url, () => {});
    }
    return built;
  };
  return (pathname: string): string[] => {
    router ??= build();
    const found = router;
    return METHODS.filter((method) => found.find(method, pathname) !== null);
  };
}
