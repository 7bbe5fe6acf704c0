import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { qrDetector } from './qr-detector.ts';
import { registrationNumberFrom } from './registration-number.ts';

/** Often enough to feel instant, seldom enough to leave a cheap phone's processor to the camera. */
const SCAN_EVERY_MS = 300;

/** The back camera, read until a Sirkula label's code is in view. */
export function LabelScanner({ onFound, onStop }: { onFound: (number: string) => void; onStop: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<'noCamera' | 'unavailable' | 'notALabel' | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const stopCamera = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    async function start() {
      const detector = await qrDetector().catch((error: unknown) => {
        setProblem('unavailable');
        throw error;
      });
      const camera = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream = camera;
      const view = video.current;
      // Closed while the camera was starting: the cleanup has run already.
      if (stopped || !view) return stopCamera();
      view.srcObject = camera;
      await view.play();
      // One frame at a time: the WebAssembly reader is not safe to call again before it answers.
      while (!stopped) {
        const [code] = await detector.detect(view).catch(() => []);
        const number = code && registrationNumberFrom(code.rawValue);
        if (number) return onFound(number);
        if (code) setProblem('notALabel');
        await new Promise((resolve) => window.setTimeout(resolve, SCAN_EVERY_MS));
      }
    }

    start().catch(() => setProblem((known) => known ?? 'noCamera'));
    return () => {
      stopped = true;
      stopCamera();
    };
  }, [onFound]);

  return (
    <Stack gap="sm" component="section" aria-label={t('handover.scanner.title')}>
      <Text>{t('handover.scanner.hint')}</Text>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('handover.scanner.video')}
        style={{
          width: '100%',
          maxHeight: '60vh',
          background: '#000',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      />
      {problem && <NotificationBanner type="error" message={t(`handover.scanner.${problem}`)} />}
      <Button variant="default" size="lg" onClick={onStop}>
        {t('handover.scanner.stop')}
      </Button>
    </Stack>
  );
}
