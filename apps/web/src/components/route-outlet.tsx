import { Outlet, useLocation } from 'react-router';
import { RouteBoundary } from './route-boundary.tsx';

/**
 * A layout's page area. A fresh boundary per path: a page not yet loaded shows the spinner at once
 * (React keeps an already visible boundary's old content during a navigation), and a failed page
 * does not stay failed once the user goes elsewhere.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary key={pathname}>
      <Outlet />
    </RouteBoundary>
  );
}
