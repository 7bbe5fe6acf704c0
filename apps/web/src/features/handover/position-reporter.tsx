import { isOnTheRoad } from '@sirkula/domain/journeys';
import type { JourneyDetail } from '@sirkula/domain/journeys-answers';
import { POSITION_INTERVAL_MS } from '@sirkula/domain/tracking-rules';
import { useEffect } from 'react';
import { submitAction } from './outbox.ts';

/** Journeys whose positions the server refused on this page load (this account is not their driver). */
const refusedJourneys = new Set<string>();

/**
 * While a journey on the road is open on the driver's screen, sends where the phone is once a minute,
 * queued in the outbox like the scans when there is no signal. Battery-friendly: a coarse position,
 * reused for up to a minute, asked only while the screen is visible. Stops for good on this journey
 * when the server says this account is not its driver.
 */
export function PositionReporter({ journey }: { journey: JourneyDetail }) {
  const onTheRoad = isOnTheRoad(journey);
  const { id, number } = journey;
  useEffect(() => {
    if (!onTheRoad || !('geolocation' in navigator) || refusedJourneys.has(id)) return;
    let stopped = false;
    const report = () => {
      if (stopped || document.visibilityState !== 'visible') return;
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          if (stopped) return;
          void submitAction({
            kind: 'position',
            url: `/journeys/${encodeURIComponent(id)}/positions`,
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
  }, [id, number, onTheRoad]);
  return null;
}
