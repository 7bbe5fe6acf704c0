import { Text } from '@mantine/core';
import type { JourneyDetail } from '@sirkula/domain/journeys/answers';
import { isOnTheRoad } from '@sirkula/domain/journeys/rules';
import { POSITION_INTERVAL_MS } from '@sirkula/domain/tracking/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionUrls } from './api.ts';
import { submitAction } from './outbox.ts';

/** Journeys whose positions the server refused on this page load (this account is not their driver). */
const refusedJourneys = new Set<string>();

/**
 * While a journey on the road is open on its assigned driver's screen (the server says so in
 * `can.sendPosition`), sends where the phone is once a minute, queued in the outbox like the scans when
 * there is no signal. Battery-friendly: a coarse position, reused for up to a minute, asked only while
 * the screen is visible. Anyone else's phone sends nothing and is told so; when the server refuses a
 * position (the driver was changed meanwhile) it stops for good on this journey and says why.
 */
export function PositionReporter({ journey }: { journey: JourneyDetail }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reporting = journey.can.sendPosition;
  const { id, number } = journey;
  useEffect(() => {
    if (!reporting || !('geolocation' in navigator) || refusedJourneys.has(id)) return;
    let stopped = false;
    const report = () => {
      if (stopped || document.visibilityState !== 'visible') return;
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          if (stopped) return;
          void submitAction({
            kind: 'position',
            url: actionUrls.position(id),
            journeyId: id,
            journeyNumber: number,
            wasteRecordId: null,
            registrationNumber: null,
            fields: {
              latitude: String(coords.latitude),
              longitude: String(coords.longitude),
              accuracy: String(Math.round(coords.accuracy)),
            },
            files: [],
          }).then((result) => {
            if (result.outcome === 'refused') {
              refusedJourneys.add(id);
              setRefusal(result.message || t('handover.position.notDriver'));
              stop();
            }
          });
        },
        () => undefined,
        { enableHighAccuracy: false, maximumAge: POSITION_INTERVAL_MS, timeout: 30_000 },
      );
    };
    const timer = window.setInterval(report, POSITION_INTERVAL_MS);
    const stop = () => {
      stopped = true;
      window.clearInterval(timer);
    };
    report();
    return stop;
  }, [id, number, reporting, t]);
  if (!isOnTheRoad(journey)) return null;
  // The receiver's people take the load in; whether their phone sends positions is not their concern.
  const receiving = journey.can.receive || journey.can.closeDelivery || journey.can.process;
  const note = refusal ?? (reporting || receiving ? null : t('handover.position.notDriver'));
  return note ? (
    <Text size="sm" c="dimmed" role="status">
      {note}
    </Text>
  ) : null;
}
