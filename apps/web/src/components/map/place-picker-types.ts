import type { Coordinates } from '@sirkula/domain/shared/places';

/**
 * The place picker's props. `value` is the place or null (none set); `onChange` gets a place whenever
 * both coordinates are numbers (dragged, clicked or typed; one outside Indonesia too, which the form's
 * schema then refuses with the domain's message) and null when both inputs are emptied.
 */
export interface PlacePickerProps {
  value: Coordinates | null;
  onChange: (value: Coordinates | null) => void;
  /** Messages from the form's validation (already translated), shown under each coordinate's input. */
  errors?: { latitude?: string | undefined; longitude?: string | undefined };
  /** The map's label and the fieldset's legend; "Place on the map" by default. */
  label?: string;
  readOnly?: boolean;
  /** Where the map opens when no place is set yet. */
  fallbackCenter?: Coordinates;
}
