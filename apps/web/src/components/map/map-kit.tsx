// The maps other screens open lazily, in one chunk: a screen with a map fetches Leaflet and these
// once, and the chunks every page shares stay as they were.
export { default as PlacePickerMap } from './place-picker-map.tsx';
export { default as RouteMap } from './route-map.tsx';
export { TrackingMapView } from './tracking-map.tsx';
