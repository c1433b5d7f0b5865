import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '@portal/shared/client-routes';
import { routes } from './router';

/** Every path the router declares, as absolute patterns. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...pathsOf(route.children ?? [], route.path ? here : parent)];
  });
}

describe('client routes', () => {
  it('lists every page of the router in the shared list the server answers 200 for', () => {
    const paths = pathsOf(routes);
    expect(paths.length).toBeGreaterThan(40);
    expect(new Set(paths)).toEqual(new Set(CLIENT_ROUTES));
  });
});
