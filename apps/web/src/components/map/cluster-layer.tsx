import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import Supercluster from 'supercluster';
import { type MarkerKind, type MarkerTone, markerIcon } from './markers.ts';

export interface MapPoint {
  id: string;
  kind: Exclude<MarkerKind, 'cluster'>;
  latitude: number;
  longitude: number;
  /** What the marker says on hover and to screen readers, e.g. "Open journey JRN-2026-000012". */
  title: string;
  /** Where a click leads; none for a marker that only shows a place. */
  href?: string | undefined;
  /**
   * A colour of its own (a bin's state) and how urgent it is, 0 the most: the more urgent is drawn on
   * top, and a cluster takes the colour of its most urgent point.
   */
  tone?: (MarkerTone & { rank: number }) | undefined;
  /** Its marker's size in pixels, when not its kind's. */
  size?: number | undefined;
}

interface Props {
  points: readonly MapPoint[];
  /** Follows a point's `href` on a click. */
  onOpen?: (href: string) => void;
  /** Called on a click on a point instead, to show it in place (a popup). */
  onSelect?: (point: MapPoint) => void;
  /** What a cluster says, given its count ("12 points: zoom in"). */
  clusterTitle: (count: number) => string;
}

type Properties = { index: number };
/** What a cluster keeps of its points: the most urgent one's index, for points with a tone. */
type ClusterProperties = { worst: number };

/**
 * Runs `action` on a click on the marker, and on Enter or Space while it has the keyboard's focus
 * (Leaflet makes a marker focusable, but pressing a key on it does nothing by itself).
 */
function activated(marker: L.Marker, action: () => void): L.Marker {
  marker.on('click', action);
  marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
    const key = event.originalEvent.key;
    if (key !== 'Enter' && key !== ' ') return;
    event.originalEvent.preventDefault();
    action();
  });
  return marker;
}

/**
 * The points as markers, clustered by supercluster so that ten thousand of them stay smooth: only the
 * clusters and points in view at the current zoom are on the map, rebuilt when it moves. A click on a
 * point opens what it stands for; on a cluster, zooms in until it splits.
 */
export function ClusterLayer({ points, onOpen, onSelect, clusterTitle }: Props) {
  const map = useMap();
  const index = useMemo(() => {
    const rank = (position: number) => points[position]?.tone?.rank ?? Number.POSITIVE_INFINITY;
    // Keeping the most urgent point per cluster costs one comparison per point and zoom, at load only.
    const ranked = points.some((point) => point.tone);
    const clusters = new Supercluster<Properties, ClusterProperties>({
      radius: 45,
      maxZoom: 16,
      ...(ranked && {
        map: (properties: Properties) => ({ worst: properties.index }),
        reduce: (accumulated: ClusterProperties, properties: Readonly<ClusterProperties>) => {
          if (rank(properties.worst) < rank(accumulated.worst)) accumulated.worst = properties.worst;
        },
      }),
    });
    clusters.load(
      points.map((point, position) => ({
        type: 'Feature' as const,
        properties: { index: position },
        geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      })),
    );
    return clusters;
  }, [points]);

  useEffect(() => {
    const layer = L.layerGroup().addTo(map);
    const draw = () => {
      layer.clearLayers();
      const bounds = map.getBounds().pad(0.2);
      const box: [number, number, number, number] = [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ];
      for (const feature of index.getClusters(box, Math.round(map.getZoom()))) {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties && feature.properties.cluster) {
          const {
            cluster_id: clusterId,
            point_count: count,
            worst,
          } = feature.properties as unknown as {
            cluster_id: number;
            point_count: number;
            worst?: number;
          };
          const size = count < 100 ? 30 : count < 1000 ? 38 : 46;
          const expand = () =>
            map.setView([latitude, longitude], Math.min(index.getClusterExpansionZoom(clusterId), 18));
          activated(
            L.marker([latitude, longitude], {
              icon: markerIcon(
                'cluster',
                String(count),
                size,
                worst === undefined ? undefined : points[worst]?.tone,
              ),
              title: clusterTitle(count),
              alt: clusterTitle(count),
              keyboard: true,
            }),
            expand,
          ).addTo(layer);
          continue;
        }
        const point = points[(feature.properties as Properties).index];
        if (!point) continue;
        const marker = L.marker([latitude, longitude], {
          icon: markerIcon(point.kind, '', point.size, point.tone),
          title: point.title,
          alt: point.title,
          keyboard: true,
          riseOnHover: true,
          // A vehicle stays on top of the hub or site it stands at, so it can be clicked; a toned point
          // above the clusters, the more urgent above the less (a bin on fire above a full one beside it).
          zIndexOffset: point.kind === 'journey' ? 1000 : point.tone ? 100_000 - 1000 * point.tone.rank : 0,
        }).addTo(layer);
        const href = point.href;
        if (onSelect) activated(marker, () => onSelect(point));
        else if (href && onOpen) activated(marker, () => onOpen(href));
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      layer.remove();
    };
  }, [map, index, points, onOpen, onSelect, clusterTitle]);
  return null;
}
