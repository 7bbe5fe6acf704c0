import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import type { Banner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';

interface Options<T> {
  /** Saves the item with `active` changed. */
  change: (item: T, active: boolean) => Promise<unknown>;
  /** What the confirmation asks before deactivating. */
  confirmation: (item: T) => { title: string; message: string };
  savedMessage: string;
}

/**
 * Deactivating a vehicle or driver asks first (it leaves dispatch); activating it again does not. The
 * outcome comes back as a banner for the page.
 */
export function useActiveToggle<T extends { active: boolean }>({
  change,
  confirmation,
  savedMessage,
}: Options<T>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  async function apply(item: T) {
    setBusy(true);
    setBanner(null);
    try {
      await change(item, !item.active);
      setBanner({ type: 'success', message: savedMessage });
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const request = (item: T) => (item.active ? setPending(item) : void apply(item));
  const asked = pending && confirmation(pending);
  const dialog = (
    <ConfirmModal
      opened={pending !== null}
      title={asked?.title ?? ''}
      message={asked?.message ?? ''}
      confirmLabel={t('fleet.list.deactivate')}
      busy={busy}
      onCancel={() => setPending(null)}
      onConfirm={() => pending && apply(pending)}
    />
  );
  return { request, dialog, banner, setBanner };
}
