import type { Actor } from '../../lib/access.ts';

/** Staff keep the library: they upload, replace and remove documents of every company. */
export function canManageDocuments(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/**
 * Only what staff uploaded to the library is replaced or removed there: a document the product stored
 * when its record became final never changes, and a company's profile documents are replaced on its
 * profile, which keeps their versions too.
 */
export function canChangeDocument(actor: Actor, document: { managedKey: string | null }): boolean {
  return canManageDocuments(actor) && document.managedKey === null;
}
