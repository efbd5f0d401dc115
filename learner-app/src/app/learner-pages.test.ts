// @vitest-environment jsdom
import { LEARNER_PAGES } from '@khru/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './app';

/** Every full path the router serves, '*' (the 404 page) left out. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent === '/' ? '' : parent}/${route.path}`;
    const own = route.path !== undefined && route.path !== '*' ? [path] : [];
    return [...own, ...pathsOf(route.children ?? [], path)];
  });
}

describe('the learner pages the server knows', () => {
  it('are exactly the pages of the router, so the server answers 404 for every other path and never for a page', () => {
    const routed = pathsOf(routes).filter((path) => path !== '/auth');
    expect([...new Set(routed)].sort()).toEqual([...LEARNER_PAGES].sort());
  });
});
