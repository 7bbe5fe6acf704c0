// What other features may use of waste: everything else in its folder is its own.

export { sendPickupNotice } from './emails.ts';
export { type ContractRow, createContract, createWasteRecord, type WasteRow } from './factories.ts';
export { pickupRecipients } from './queries.ts';
export { requestPickup } from './request.ts';
export { confirmPickup } from './service.ts';
export { moveStatus } from './status.ts';
