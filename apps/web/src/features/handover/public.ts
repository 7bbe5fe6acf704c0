// What other features may use of the handover: its screens' routes (under waste and journeys) and the
// label scan's redirect to them.
export { handoverScreens } from './handover-routes.tsx';
export { useHandoverRedirect } from './use-handover-redirect.ts';
