import './texts.ts';
import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, ScaleControl, TileLayer } from 'react-leaflet';
import classes from './map.module.css';
import { mapConfigQuery } from './map-config.ts';

/** Jabodetabek, where most of the provider's pickups are, when there is nothing to fit the map to. */
export const DEFAULT_CENTER: LatLngExpression = [-6.25, 106.95];
export const DEFAULT_ZOOM = 10;

export interface BaseMapProps {
  /** What the map shows, for screen readers (the map's region is labelled with it). */
  label: string;
  height?: number | string;
  bounds?: LatLngBoundsExpression | undefined;
  center?: LatLngExpression;
  zoom?: number;
  children?: ReactNode;
  testId?: string;
}

/**
 * A Leaflet map with the configured tiles and their attribution, or, with tiles switched off or failing
 * to load, a plain background and a notice that the background map is unavailable; a scale either way.
 * The points, routes and controls on it are its children.
 */
export default function BaseMap({
  label,
  height = 420,
  bounds,
  center = DEFAULT_CENTER,
  zoom = DEFAULT_ZOOM,
  children,
  testId,
}: BaseMapProps) {
  const { t: tm } = useTranslation('map');
  const config = useQuery(mapConfigQuery);
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = config.data?.tileUrl ?? null;
  const unavailable = config.isError || (config.isSuccess && tileUrl === null) || tilesFailed;
  return (
    <section className={classes.map} style={{ height }} aria-label={label} data-testid={testId}>
      {unavailable && (
        <p className={classes.notice} role="status" data-testid="map-unavailable">
          {tm('map.unavailable')}
        </p>
      )}
      <MapContainer
        {...(bounds ? { bounds, boundsOptions: { padding: [24, 24], maxZoom: 15 } } : { center, zoom })}
        scrollWheelZoom
        style={{ height: '100%' }}
      >
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution={config.data?.attribution ?? ''}
            maxZoom={19}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        <ScaleControl position="bottomleft" imperial={false} />
        {children}
      </MapContainer>
    </section>
  );
}
