import './texts.ts';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { TrackingMap } from '@sirkula/domain/tracking/schemas';
import L from 'leaflet';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import BaseMap from './base-map.tsx';
import { ClusterLayer, type MapPoint } from './cluster-layer.tsx';
import { RouteLines } from './route-lines.tsx';

interface Props {
  data: TrackingMap;
  onOpen: (href: string) => void;
  /** Where a journey's page is in this portal. */
  journeyHref: (id: string) => string;
  recordHref: (id: string) => string;
  height?: number | string;
}

/** The journeys on the road with their routes, today's pickups, the receivers and the hubs. */
export function TrackingMapView({ data, onOpen, journeyHref, recordHref, height = 560 }: Props) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('map');
  const language = toLanguage(i18n.language);
  const points = useMemo<MapPoint[]>(() => {
    const list: MapPoint[] = [];
    for (const journey of data.journeys) {
      if (!journey.position) continue;
      list.push({
        id: `journey:${journey.id}`,
        kind: 'journey',
        latitude: journey.position.latitude,
        longitude: journey.position.longitude,
        title: `${tm('map.openJourney', { number: journey.number })} · ${tm('map.lastPosition', {
          at: formatDateTime(journey.position.at, language),
        })}`,
        href: journeyHref(journey.id),
      });
    }
    for (const pickup of data.pickups) {
      list.push({
        id: `pickup:${pickup.wasteRecordId}`,
        kind: 'pickup',
        latitude: pickup.latitude,
        longitude: pickup.longitude,
        title: `${tm('map.pickupToday')}: ${pickup.customer.name} · ${tm('map.openRecord', {
          number: pickup.registrationNumber,
        })}`,
        href: pickup.journeyId ? journeyHref(pickup.journeyId) : recordHref(pickup.wasteRecordId),
      });
    }
    for (const receiver of data.receivers) {
      list.push({
        id: `receiver:${receiver.id}`,
        kind: 'receiver',
        latitude: receiver.latitude,
        longitude: receiver.longitude,
        title: `${tm('map.receiver')}: ${receiver.name}`,
      });
    }
    for (const hub of data.hubs) {
      list.push({
        id: `hub:${hub.id}`,
        kind: 'hub',
        latitude: hub.latitude,
        longitude: hub.longitude,
        title: `${tm('map.hub')}: ${hub.name}`,
      });
    }
    return list;
  }, [data, t, language, journeyHref, recordHref]);
  const routes = useMemo(() => data.journeys.map((journey) => journey.route), [data.journeys]);
  // The map fits itself to the first answer only (Leaflet reads bounds once; refreshes keep the view):
  // to what moves today, the journeys and pickups, or else to every place.
  const bounds = useMemo(() => {
    const moving = points.filter((point) => point.kind === 'journey' || point.kind === 'pickup');
    const shown = moving.length > 0 ? moving : points;
    if (shown.length === 0) return undefined;
    return L.latLngBounds(shown.map((point) => [point.latitude, point.longitude] as [number, number]));
  }, [points]);
  const clusterTitle = useCallback((count: number) => tm('map.cluster', { count }), [t]);
  return (
    <BaseMap label={tm('tracking.title')} height={height} bounds={bounds} testId="tracking-map">
      <RouteLines routes={routes} />
      <ClusterLayer points={points} onOpen={onOpen} clusterTitle={clusterTitle} />
    </BaseMap>
  );
}
