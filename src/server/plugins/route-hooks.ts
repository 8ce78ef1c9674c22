import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation';
type RouteHook<N extends RouteHookName> =
  NonNullable<RouteOptions[N]> extends (infer H)[] | infer H ? H : never;

/**
 * Adds `hook` to a route being declared (call it from an `onRoute` hook), after the route's own
 * hooks of that kind. For a hook only some routes need: the others never run it.
 */
export function appendRouteHook<N extends RouteHookName>(
  route: RouteOptions,
  name: N,
  hook: RouteHook<N>,
): void {
  const own = route[name] ? [route[name]].flat() : [];
  route[name] = [...own, hook] as RouteOptions[N];
}
