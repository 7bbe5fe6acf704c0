// What other features may use of waste: everything else in its folder is its own.
export { type ContractRow, createContract, createWasteRecord, type WasteRow } from './factories.ts';
export { pickupRecipients } from './queries.ts';
export { moveStatus } from './status.ts';
