import { Anchor, Stack, Text } from '@mantine/core';
import type { BinMapPoint } from '@sirkula/domain/smartbins/answers';
import type { BinMapState } from '@sirkula/domain/smartbins/inputs';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-leaflet';
import { Link } from 'react-router';
import BaseMap from '../../components/map/base-map.tsx';
import { ClusterLayer, type MapPoint } from '../../components/map/cluster-layer.tsx';
import { binQuery } from './api.ts';
import { BIN_TONES, mapStateLabel, worstStates } from './map-tones.ts';
import { type BinPortal, binsPath } from './paths.ts';
import { StateBadges } from './state-badges.tsx';

// The map of bins with Leaflet: its own chunk, fetched with the map's screen only.

const URGENT: readonly BinMapState[] = ['fire', 'fall'];

interface Props {
  bins: readonly BinMapPoint[];
  portal: BinPortal;
  label: string;
  height: number | string;
}

/** A bin's popup: what the map knows at once, and its every state once its record is read. */
function BinPopup({ bin, portal }: { bin: BinMapPoint; portal: BinPortal }) {
  const { t } = useTranslation();
  const detail = useQuery(binQuery(bin.id));
  const href = `${binsPath(portal)}/${bin.id}`;
  return (
    <Stack gap={6} miw={190} data-testid="bin-popup">
      <Anchor component={Link} to={href} fw={700} c="green.9" size="md">
        {bin.label}
      </Anchor>
      <Text component="div" size="sm">
        {bin.companyName}
      </Text>
      {bin.state !== 'noSensor' && (
        <Text component="div" size="sm">
          {t('smartbins.map.fill', { fill: bin.fillPercent == null ? '–' : `${bin.fillPercent} %` })}
        </Text>
      )}
      <StateBadges
        states={detail.data?.states ?? worstStates(bin)}
        hasSensor={detail.data?.hasSensor ?? bin.state !== 'noSensor'}
      />
      <Anchor component={Link} to={href} size="sm" c="green.9">
        {t('smartbins.map.openBin')}
      </Anchor>
    </Stack>
  );
}

/**
 * Every bin as a marker in its state's colour, clustered (the tracking map's ClusterLayer), each
 * cluster in the colour of the most urgent bin in it. A click on a bin opens its popup.
 */
export default function BinMapView({ bins, portal, label, height }: Props) {
  const { t } = useTranslation();
  // The popup's place is kept with the choice: a new array on each render would make react-leaflet
  // close the popup and open it again.
  const [selected, setSelected] = useState<{
    bin: BinMapPoint;
    opened: number;
    position: [number, number];
  } | null>(null);
  const opened = useRef(0);
  const points = useMemo<MapPoint[]>(() => {
    const stateLabels = new Map<BinMapState, string>();
    const labelOf = (state: BinMapState) => {
      const known = stateLabels.get(state);
      if (known) return known;
      const text = mapStateLabel(t, state);
      stateLabels.set(state, text);
      return text;
    };
    return bins.map((bin) => ({
      id: bin.id,
      kind: 'bin',
      latitude: bin.latitude,
      longitude: bin.longitude,
      title: `${bin.label} · ${bin.companyName} · ${labelOf(bin.state)}`,
      tone: BIN_TONES[bin.state],
      size: URGENT.includes(bin.state) ? 18 : 14,
    }));
  }, [bins, t]);
  const byId = useMemo(() => new Map(bins.map((bin) => [bin.id, bin])), [bins]);
  // Leaflet reads the bounds once: the map fits the bins it first shows (the page remounts it for a
  // new filter).
  const bounds = useMemo(
    () =>
      bins.length > 0
        ? L.latLngBounds(bins.map((bin) => [bin.latitude, bin.longitude] as [number, number]))
        : undefined,
    [bins],
  );
  const onSelect = useCallback(
    (point: MapPoint) => {
      const bin = byId.get(point.id);
      opened.current += 1;
      if (bin) setSelected({ bin, opened: opened.current, position: [bin.latitude, bin.longitude] });
    },
    [byId],
  );
  const clusterTitle = useCallback((count: number) => t('smartbins.map.cluster', { count }), [t]);
  return (
    <BaseMap label={label} height={height} bounds={bounds} testId="bin-map">
      <ClusterLayer points={points} onSelect={onSelect} clusterTitle={clusterTitle} />
      {selected && (
        <Popup
          // A new popup for each click, even on the bin whose popup was just closed.
          key={selected.opened}
          position={selected.position}
          offset={[0, -4]}
          eventHandlers={{
            remove: () => setSelected((now) => (now?.opened === selected.opened ? null : now)),
          }}
        >
          <BinPopup bin={selected.bin} portal={portal} />
        </Popup>
      )}
    </BaseMap>
  );
}
