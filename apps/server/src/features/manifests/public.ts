// What other features may use of manifests: everything else in its folder is its own.
export { numberManifestOf } from './factories.ts';
export { pickupClearance, searchCodes } from './queries.ts';
