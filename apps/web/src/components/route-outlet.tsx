import { Outlet, useLocation } from 'react-router';
import { LoadingSpinner } from './loading-spinner.tsx';
import { RouteBoundary } from './route-boundary.tsx';

/**
 * A layout's page area. A fresh boundary per path: a page not yet loaded shows the spinner at once, a
 * screen high so the footer stays below until the page is there
 * (React keeps an already visible boundary's old content during a navigation), and a failed page
 * does not stay failed once the user goes elsewhere.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary key={pathname} fallback={<LoadingSpinner fill />}>
      <Outlet />
    </RouteBoundary>
  );
}
