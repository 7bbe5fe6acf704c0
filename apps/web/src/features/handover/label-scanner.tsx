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
  const [problem, setProblem] = useState<'noCamera' | 'notALabel' | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;

    async function start() {
      const [camera, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        qrDetector(),
      ]);
      stream = camera;
      if (stopped || !video.current) return;
      video.current.srcObject = camera;
      await video.current.play();
      timer = window.setInterval(async () => {
        if (!video.current || video.current.readyState < 2) return;
        const [code] = await detector.detect(video.current).catch(() => []);
        if (!code || stopped) return;
        const number = registrationNumberFrom(code.rawValue);
        if (number) onFound(number);
        else setProblem('notALabel');
      }, SCAN_EVERY_MS);
    }

    start().catch(() => setProblem('noCamera'));
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
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
