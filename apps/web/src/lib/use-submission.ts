import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../components/notification-banner.tsx';
import { errorMessage, fieldErrors } from './forms.ts';
import type { TranslationKey } from './i18n.ts';

/**
 * The life of one form submission: busy while the call runs, then a green banner with the answer's
 * message or a red one with the error, whose field messages go beside their fields.
 */
export function useSubmission(
  options: { fallbackKey?: TranslationKey; setErrors?: (errors: Record<string, string>) => void } = {},
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  async function run(action: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setBanner(null);
    try {
      setBanner({ type: 'success', message: await action() });
      return true;
    } catch (error) {
      options.setErrors?.(fieldErrors(error));
      setBanner({ type: 'error', message: errorMessage(error, t, options.fallbackKey) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, banner, run };
}
