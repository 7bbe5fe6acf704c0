import { useCallback, useState } from 'react';
import { fieldErrors } from '../../lib/forms.ts';

interface LeadForm<V> {
  setFieldValue: (path: 'captcha', value: string) => void;
  setErrors: (errors: Record<string, string>) => void;
  reset: () => void;
  values: V;
}

/**
 * What the public lead forms share: sending, the thank-you (to the e-mail sent from) replacing the form,
 * the failure banner with the server's field errors, and a new Security Check for each attempt (a
 * solved one is used once).
 */
export function useLeadSubmission<V extends { email: string }>(
  form: LeadForm<V>,
  send: (values: V) => Promise<unknown>,
) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { setFieldValue, setErrors, reset } = form;
  const setCaptcha = useCallback((payload: string) => setFieldValue('captcha', payload), [setFieldValue]);

  const submit = async (values: V) => {
    setBusy(true);
    setFailed(false);
    try {
      await send(values);
      setSentTo(values.email.trim());
      reset();
    } catch (error) {
      setErrors(fieldErrors(error));
      setFieldValue('captcha', '');
      setAttempt((count) => count + 1);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return { sentTo, again: () => setSentTo(null), failed, busy, attempt, setCaptcha, submit };
}
