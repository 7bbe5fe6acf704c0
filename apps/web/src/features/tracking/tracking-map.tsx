import '../../components/map/texts.ts';
import type { TrackingMap } from '@sirkula/domain/tracking';
import L from 'leaflet';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import BaseMap from '../../components/map/base-map.tsx';
import { ClusterLayer, type MapPoint } from '../../components/map/cluster-layer.tsx';
import { RouteLines } from '../../components/map/route-lines.tsx';

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
  const points = useMemo<MapPoint[]>(() => {
    const list: MapPoint[] = [];
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', dateStyle: 'short' });
    for (const journey of data.journeys) {
      if (!journey.position) continue;
      list.push({
        id: `journey:${journey.id}`,
        kind: 'journey',
        latitude: journey.position.latitude,
        longitude: journey.position.longitude,
        title: `${tm('map.openJourney', { number: journey.number })} · ${tm('map.lastPosition', {
          at: time.format(new Date(journey.position.at)),
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
  }, [data, t, i18n.language, journeyHref, recordHref]);
  const routes = useMemo(() => data.journeys.map((journey) => journey.route), [data.journeys]);
  // The map fits itself to the first answer only (Leaflet reads bounds once); refreshes keep the view.
  const bounds = useMemo(() => {
    if (points.length === 0) return undefined;
    return L.latLngBounds(points.map((point) => [point.latitude, point.longitude] as [number, number]));
  }, [points]);
  const clusterTitle = useCallback((count: number) => tm('map.cluster', { count }), [t]);
  return (
    <BaseMap label={tm('tracking.title')} height={height} bounds={bounds} testId="tracking-map">
      <RouteLines routes={routes} />
      <ClusterLayer points={points} onOpen={onOpen} clusterTitle={clusterTitle} />
    </BaseMap>
  );
}
