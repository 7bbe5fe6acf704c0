import { Input, Text } from '@mantine/core';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * The 'Security Check': ALTCHA's self-hosted proof of work. The widget fetches a signed challenge from
 * our server (`challengeUrl`, auth's captcha route), solves it in the browser, and hands us the payload
 * the server verifies once. Shared by the public forms (registration, contact).
 */
export function SecurityCheck({
  challengeUrl,
  onChange,
  error,
}: {
  challengeUrl: string;
  onChange: (payload: string) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const widget = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // The widget (35 KB) is needed once someone starts on the form, not to show the page: it loads on the
    // form's first focus or touch, long before the reader reaches the check at its end.
    const form = frame.current?.closest('form');
    if (!form) return;
    const load = () => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerdown', load);
      void Promise.all([import('altcha'), import('altcha/i18n/id')]).then(() => setLoaded(true));
    };
    form.addEventListener('focusin', load);
    form.addEventListener('pointerdown', load);
    return () => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerdown', load);
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      onChange(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onChange]);

  return (
    <Input.Wrapper label={t('auth.register.securityCheck')} error={error} withAsterisk>
      <div ref={frame} style={{ minHeight: 60 }}>
        {loaded ? (
          <altcha-widget
            ref={widget}
            challenge={challengeUrl}
            language={i18n.language === 'id' ? 'id' : 'en'}
            name="captcha"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        )}
      </div>
    </Input.Wrapper>
  );
}
