// What other features may use of contracts: everything else in its folder is its own.
export { insertDraft } from './service.ts';
