import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyAnswer } from './api.ts';
import { onOutboxChange, type SendResult } from './outbox.ts';

export type ActionNotice = { tone: 'success' | 'error' | 'queued'; message: string };

/** What the screen says after an action: the server's answer, its refusal, or that it waits on the phone. */
export function useActionResult() {
  const { t } = useTranslation();
  const applyAnswer = useApplyAnswer();
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  // An action kept for later is sent when signal returns, perhaps while this screen is still open.
  useEffect(
    () =>
      onOutboxChange((sent) => {
        if (sent)
          setNotice((now) => (now?.tone === 'queued' ? { tone: 'success', message: sent.message } : now));
      }),
    [],
  );

  async function report(result: SendResult): Promise<void> {
    if (result.outcome === 'sent') {
      setNotice({ tone: 'success', message: result.answer.message });
      await applyAnswer(result.answer);
    } else if (result.outcome === 'refused') {
      setNotice({ tone: 'error', message: result.message || t('errors.internal') });
    } else {
      setNotice({ tone: 'queued', message: t('handover.queued') });
    }
  }

  return { notice, report, clear: () => setNotice(null) };
}
