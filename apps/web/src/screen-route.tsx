import { lazy, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { type FeatureTexts, loadFeatureTexts } from './lib/i18n.ts';

/** What a lazy screen's route carries, so the screens a URL needs can be fetched before they render. */
interface ScreenHandle {
  preload: () => Promise<unknown>;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'preload' in handle &&
    typeof handle.preload === 'function'
  );
}

/**
 * A route whose screen loads on demand: the imported module becomes a chunk of its own, fetched the
 * first time the route matches, so no page downloads another page's code (e2e/first-screen.ts counts
 * what each first screen fetches).
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): Pick<RouteObject, 'element' | 'handle'> {
  const Screen = lazy(async () => {
    const module = await load();
    return { default: () => render(module) };
  });
  return { element: <Screen />, handle: { preload: load } satisfies ScreenHandle };
}

/**
 * A screen of a feature module (companies, contracts, users, waste): it also waits for the feature
 * modules' texts, every module's unless it names the ones it reads.
 */
export function featureScreen<Module>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
  texts?: readonly FeatureTexts[],
): Pick<RouteObject, 'element' | 'handle'> {
  return lazyScreen(async () => (await Promise.all([load(), loadFeatureTexts(texts)]))[0], render);
}

/**
 * Starts fetching every screen a path matches (a portal's layout and its page) at once, rather than
 * the page only after the layout has arrived and rendered.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    if (isScreenHandle(match.route.handle)) void match.route.handle.preload();
  }
}
