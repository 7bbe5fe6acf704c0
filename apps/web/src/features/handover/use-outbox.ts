import { useEffect, useState } from 'react';
import { useApplyAnswer } from './api.ts';
import { flushOutbox, onOutboxChange } from './outbox.ts';
import { type OutboxAction, storedActions } from './outbox-store.ts';

/** While something waits, it is tried again this often, besides whenever the phone is back online. */
const RETRY_EVERY_MS = 30_000;

/** What waits on this phone to be sent, read again whenever the outbox changes. */
export function useOutbox(): OutboxAction[] | null {
  const [actions, setActions] = useState<OutboxAction[] | null>(null);
  useEffect(() => {
    // Positions wait in the same queue but are the phone's own business, never shown.
    const load = () =>
      void storedActions().then(
        (stored) => setActions(stored.filter((action) => action.kind !== 'position')),
        () => setActions([]),
      );
    load();
    return onOutboxChange(load);
  }, []);
  return actions;
}

/**
 * Sends what waits when a handover screen opens, when the phone comes back online and now and then;
 * Background Sync would do it with the screen closed, but only Chromium has it. Every answer the
 * server gives updates the journey on screen.
 */
export function useOutboxSync(): void {
  const applyAnswer = useApplyAnswer();
  useEffect(() => {
    const flush = () => void flushOutbox().catch(() => undefined);
    const unsubscribe = onOutboxChange((sent) => {
      if (sent) void applyAnswer(sent);
    });
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(() => navigator.onLine && flush(), RETRY_EVERY_MS);
    return () => {
      unsubscribe();
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [applyAnswer]);
}
