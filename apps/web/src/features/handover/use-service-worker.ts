import { useEffect } from 'react';

/**
 * Installs the service worker that keeps the app's files on the phone, so the handover screens open
 * without signal. Registered from these screens only: the phones that hand over get it, not every
 * visitor of the public site. A failure leaves the screens working online, as before.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }, []);
}
