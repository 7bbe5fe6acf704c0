import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlacePickerProps } from './place-picker-types.ts';

export type { PlacePickerProps } from './place-picker-types.ts';

const PlacePickerMap = lazy(() => import('./map-kit.tsx').then((kit) => ({ default: kit.PlacePickerMap })));

/**
 * Picks a place in Indonesia: drag the pin, click the map, or type latitude and longitude. The map
 * (Leaflet) is a chunk of its own, fetched when the picker first shows.
 *
 *   <PlacePicker value={place} onChange={setPlace} errors={{ latitude: form.errors.latitude }} />
 */
export function PlacePicker(props: PlacePickerProps) {
  return (
    <Suspense fallback={<Skeleton height={380} />}>
      <PlacePickerMap {...props} />
    </Suspense>
  );
}
