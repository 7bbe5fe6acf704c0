import type { settingsApi } from '@sirkula/domain/settings/api';
import type { Branding } from '@sirkula/domain/settings/rules';
import { useSyncExternalStore } from 'react';
import { client } from './api.ts';

const call = client<typeof settingsApi>();

/**
 * The provider's name, company line and PSE number, read by every page's footer. A small store of its
 * own rather than a query: the public pages then show it without the query library in their first
 * screen (e2e/first-screen.ts).
 */
let branding: Branding | undefined;
let asked = false;
const listeners = new Set<() => void>();

function load(): void {
  if (asked) return;
  asked = true;
  // A failed read leaves the footer without the name; the next page that needs it asks again.
  call('GET /settings/branding').then(showBranding, () => {
    asked = false;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The branding every footer shows from now on: the settings page calls it after a save or a read. */
export function showBranding(next: Branding): void {
  branding = next;
  for (const listener of listeners) listener();
}

export function useBranding(): Branding | undefined {
  return useSyncExternalStore(subscribe, () => branding);
}
