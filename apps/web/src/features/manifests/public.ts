// What other features may use of manifests: everything else in its folder is its own.
export { b3CodeQuery, b3CodesQuery } from './api.ts';
