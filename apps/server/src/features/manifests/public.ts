// What other features may use of manifests: everything else in its folder is its own.
export { pickupClearance } from './queries.ts';
