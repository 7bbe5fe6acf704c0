import { useEffect, useState } from 'react';

export type PositionState =
  | { state: 'asking' }
  | { state: 'found'; latitude: number; longitude: number; accuracy: number }
  | { state: 'denied' }
  | { state: 'unavailable' };

/**
 * The phone's position, asked once when a handover form opens: by the time the form is filled the
 * answer is in. Optional: a driver who refuses the permission still hands over.
 */
export function usePosition(): PositionState {
  const [position, setPosition] = useState<PositionState>(() =>
    'geolocation' in navigator ? { state: 'asking' } : { state: 'unavailable' },
  );
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        current &&
        setPosition({
          state: 'found',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Math.round(coords.accuracy),
        }),
      (error) =>
        current && setPosition({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
    return () => {
      current = false;
    };
  }, []);
  return position;
}

/** The position's fields for an action, none when it is not known. */
export function positionFields(position: PositionState): Record<string, string> {
  if (position.state !== 'found') return {};
  return { latitude: String(position.latitude), longitude: String(position.longitude) };
}
