// Runs before the page's first paint (a plain script: the Content-Security-Policy allows no inline
// one) so index.html's static frame draws a portal's menu outline from the start on a portal's page.
// The portals are packages/domain/src/auth/portals.ts's PORTALS; React's own frame is boot-frame.tsx.
document.currentScript.previousElementSibling.dataset.frame = /^\/(internal|customer|partner)(\/|$)/.test(
  location.pathname,
)
  ? 'portal'
  : 'public';
