import './texts.ts';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { type Coordinates, INDONESIA_BOUNDS, placeInput } from '@sirkula/domain/shared/places';
import type L from 'leaflet';
import type { LeafletMouseEvent } from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import BaseMap from './base-map.tsx';
import { pinIcon } from './markers.ts';
import type { PlacePickerProps } from './place-picker-types.ts';

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const asText = (value: number | undefined) => (value === undefined ? '' : String(value));

function ClickToPlace({ onPick, readOnly }: { onPick: (place: Coordinates) => void; readOnly: boolean }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) =>
      !readOnly && onPick({ latitude: rounded(event.latlng.lat), longitude: rounded(event.latlng.lng) }),
  });
  return null;
}

/** Keeps a typed place in view. */
function FollowPlace({ place }: { place: Coordinates | null }) {
  const map = useMap();
  useEffect(() => {
    if (place && !map.getBounds().contains([place.latitude, place.longitude])) {
      map.setView([place.latitude, place.longitude], Math.max(map.getZoom(), 12));
    }
  }, [map, place]);
  return null;
}

/** The place picker itself; loaded lazily by place-picker.tsx. */
export default function PlacePickerMap({
  value,
  onChange,
  errors,
  label,
  readOnly = false,
  fallbackCenter,
}: PlacePickerProps) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('map');
  const [typed, setTyped] = useState({
    latitude: asText(value?.latitude),
    longitude: asText(value?.longitude),
  });
  const [localError, setLocalError] = useState<{ latitude?: string; longitude?: string }>({});

  // A place set from outside (a drag, a click, a reset of the form) shows in the inputs.
  useEffect(() => {
    setTyped({ latitude: asText(value?.latitude), longitude: asText(value?.longitude) });
    setLocalError({});
  }, [value?.latitude, value?.longitude]);

  const pick = (place: Coordinates) => {
    setLocalError({});
    onChange(place);
  };

  const typedChange = (field: 'latitude' | 'longitude', text: string) => {
    const next = { ...typed, [field]: text };
    setTyped(next);
    const toNumber = (entry: string) => (entry.trim() === '' ? '' : Number(entry.replace(',', '.')));
    const parsed = placeInput.safeParse({
      latitude: toNumber(next.latitude),
      longitude: toNumber(next.longitude),
    });
    if (parsed.success) {
      setLocalError({});
      const { latitude, longitude } = parsed.data;
      onChange(latitude === null || longitude === null ? null : { latitude, longitude });
      return;
    }
    const messages: { latitude?: string; longitude?: string } = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path[0];
      if (path === 'latitude' || path === 'longitude') messages[path] = t(issue.message as never);
    }
    setLocalError(messages);
    // Both are numbers but outside Indonesia: the form's own validation says so too, and refuses it.
    const latitude = Number(next.latitude.replace(',', '.'));
    const longitude = Number(next.longitude.replace(',', '.'));
    if (
      next.latitude.trim() &&
      next.longitude.trim() &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude)
    ) {
      onChange({ latitude, longitude });
    }
  };

  const center = value ?? fallbackCenter;
  const title = label ?? tm('map.picker');
  const { south, north, west, east } = INDONESIA_BOUNDS;
  return (
    <Stack gap="xs">
      <BaseMap
        label={title}
        height={300}
        {...(center ? { center: [center.latitude, center.longitude], zoom: 13 } : {})}
        testId="place-picker-map"
      >
        <ClickToPlace onPick={pick} readOnly={readOnly} />
        <FollowPlace place={value} />
        {value &&
          value.latitude >= south &&
          value.latitude <= north &&
          value.longitude >= west &&
          value.longitude <= east && (
            <Marker
              position={[value.latitude, value.longitude]}
              icon={pinIcon}
              draggable={!readOnly}
              title={title}
              alt={title}
              eventHandlers={{
                dragend: (event) => {
                  const { lat, lng } = (event.target as L.Marker).getLatLng();
                  pick({ latitude: rounded(lat), longitude: rounded(lng) });
                },
              }}
            />
          )}
      </BaseMap>
      {!readOnly && (
        <Text size="sm" c="dimmed">
          {tm('map.pickerHint')}
        </Text>
      )}
      <Group grow align="flex-start">
        <TextInput
          label={tm('map.latitude')}
          inputMode="decimal"
          value={typed.latitude}
          readOnly={readOnly}
          onChange={(event) => typedChange('latitude', event.currentTarget.value)}
          error={localError.latitude ?? errors?.latitude}
          placeholder="-6.2088"
        />
        <TextInput
          label={tm('map.longitude')}
          inputMode="decimal"
          value={typed.longitude}
          readOnly={readOnly}
          onChange={(event) => typedChange('longitude', event.currentTarget.value)}
          error={localError.longitude ?? errors?.longitude}
          placeholder="106.8456"
        />
      </Group>
    </Stack>
  );
}
