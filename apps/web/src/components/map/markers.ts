import L from 'leaflet';
import classes from './map.module.css';

export type MarkerKind = 'journey' | 'pickup' | 'receiver' | 'hub' | 'handover' | 'bin' | 'cluster';

/** A colour a marker takes instead of its kind's (a bin's state), and that of a count written on it. */
export interface MarkerTone {
  fill: string;
  ink: string;
}

/** A marker drawn with CSS (no image to fetch), sized by what it stands for. */
export function markerIcon(
  kind: MarkerKind,
  text = '',
  size = kind === 'cluster' ? 34 : 18,
  tone?: MarkerTone,
): L.DivIcon {
  const colour = tone ? `;background:${tone.fill};color:${tone.ink}` : '';
  return L.divIcon({
    className: '',
    html: `<div class="${classes.marker} ${classes[kind]}" style="width:${size}px;height:${size}px${colour}">${text}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The draggable pin of the place picker. */
export const pinIcon = L.divIcon({
  className: '',
  html: `<div class="${classes.pin}"></div>`,
  iconSize: [26, 26],
  iconAnchor: [13, 30],
});
