import { z } from 'zod';

/**
 * Indonesia's bounding box, from Sabang to Merauke and Miangas to Rote. A coordinate outside it is a
 * typing mistake (a swapped latitude and longitude, a missing minus sign), never a real site.
 */
export const INDONESIA_BOUNDS = { south: -11, north: 6, west: 95, east: 141 } as const;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function inIndonesia({ latitude, longitude }: Coordinates): boolean {
  const { south, north, west, east } = INDONESIA_BOUNDS;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}

const coordinate = z
  .union([z.number(), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value))
  .pipe(z.number({ message: 'places.validation.number' }).finite('places.validation.number').nullable());

/**
 * A place typed or picked on a map: both coordinates or neither. Spread into a form's object schema
 * together with `refinePlace`, so each coordinate's message sits under its own field.
 */
export const placeFields = { latitude: coordinate, longitude: coordinate };

export function refinePlace(
  place: { latitude: number | null; longitude: number | null },
  ctx: z.RefinementCtx,
): void {
  const { latitude, longitude } = place;
  if ((latitude === null) !== (longitude === null)) {
    const path = latitude === null ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [path], message: 'places.validation.bothCoordinates' });
    return;
  }
  if (latitude === null || longitude === null) return;
  const { south, north, west, east } = INDONESIA_BOUNDS;
  if (latitude < south || latitude > north) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'places.validation.latitudeOutside' });
  }
  if (longitude < west || longitude > east) {
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'places.validation.longitudeOutside' });
  }
}

/** A place on its own (a transit hub's, a pin dropped on a map). */
export const placeInput = z.object(placeFields).superRefine(refinePlace);
export type PlaceInput = z.input<typeof placeInput>;
