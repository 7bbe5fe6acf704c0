import './texts.ts';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { JourneyRoute } from '@sirkula/domain/tracking/schemas';
import L from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import BaseMap from './base-map.tsx';
import { markerIcon } from './markers.ts';
import { RouteLines } from './route-lines.tsx';

/** One journey's route: its handovers, the pickup sites, the receiver and where it is now. */
export default function RouteMap({ route }: { route: JourneyRoute }) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('map');
  const language = toLanguage(i18n.language);
  const places = useMemo(() => {
    const all: Array<[number, number]> = route.route.map(([latitude, longitude]) => [latitude, longitude]);
    for (const site of route.pickups) all.push([site.latitude, site.longitude]);
    if (route.receiver) all.push([route.receiver.latitude, route.receiver.longitude]);
    for (const event of route.events) all.push([event.latitude, event.longitude]);
    return all;
  }, [route]);
  const bounds = places.length > 0 ? L.latLngBounds(places) : undefined;
  return (
    <BaseMap label={tm('tracking.routeTitle')} height={360} bounds={bounds} testId="route-map">
      <RouteLines routes={[route.route]} />
      {route.pickups.map((site) => (
        <Marker
          key={`pickup-${site.id}`}
          position={[site.latitude, site.longitude]}
          icon={markerIcon('pickup')}
          title={site.name}
          alt={site.name}
        />
      ))}
      {route.receiver && (
        <Marker
          position={[route.receiver.latitude, route.receiver.longitude]}
          icon={markerIcon('receiver')}
          title={`${tm('map.receiver')}: ${route.receiver.name}`}
          alt={route.receiver.name}
        />
      )}
      {route.events.map((event) => (
        <Marker
          key={`${event.kind}-${event.occurredAt}`}
          position={[event.latitude, event.longitude]}
          icon={markerIcon('handover', '', 12)}
          title={`${t(`journeys.eventKinds.${event.kind}`)} · ${formatDateTime(event.occurredAt, language)}${
            event.place ? ` · ${event.place}` : ''
          }`}
          alt={t(`journeys.eventKinds.${event.kind}`)}
        />
      ))}
      {route.position && (
        <Marker
          position={[route.position.latitude, route.position.longitude]}
          icon={markerIcon('journey')}
          title={tm('map.lastPosition', { at: formatDateTime(route.position.at, language) })}
          alt={tm('map.journeyOnRoad')}
        />
      )}
    </BaseMap>
  );
}
