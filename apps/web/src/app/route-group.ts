import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { toAppPath } from '../lib/base-path';
import { lazyWithReload } from './lazy-with-reload';

/** Routes fetched when first needed, and where they join the tree. */
export interface RouteGroup {
  public?: RouteObject[];
  authenticated?: RouteObject[];
  /** Beside the borrower's root, with a frame of their own (operations). */
  beside?: RouteObject[];
}

/** Paths served by the other group; every other path may be an application's. */
const OTHER_PATHS = /^\/(heloc-signer|ops|broker|auth\/login\/broker|chat|dev)(\/|$)/;

const loadApplicationGroup = lazyWithReload(() =>
  import('./application-route-group').then((module) => module.applicationRouteGroup),
);
const loadOtherGroup = lazyWithReload(() =>
  import('./other-route-group').then((module) => module.otherRouteGroup),
);

const loaders = { application: loadApplicationGroup, other: loadOtherGroup };

/** Which group may serve a path (the router's, with or without the base path). */
export function routeGroupFor(path: string): keyof typeof loaders {
  return OTHER_PATHS.test(toAppPath(path)) ? 'other' : 'application';
}

const joined = new Map<() => Promise<RouteGroup>, Promise<void>>();

/**
 * The rest of the tree joins it on the first path the registration's routes cannot match
 * exactly: React Router asks whenever a match goes through a splat or a parameter, so the
 * registration's own screens fetch neither group (issue 14's first page), and an application
 * screen fetches only its own.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  const load = loaders[routeGroupFor(path)];
  let done = joined.get(load);
  if (!done) {
    done = load().then(
      (group) => {
        if (group.public) patch('root', group.public);
        if (group.authenticated) patch('authenticated', group.authenticated);
        if (group.beside) patch(null, group.beside);
      },
      (error: unknown) => {
        // A later navigation may try again (the error screen says what happened).
        joined.delete(load);
        throw error;
      },
    );
    joined.set(load, done);
  }
  return done;
};
