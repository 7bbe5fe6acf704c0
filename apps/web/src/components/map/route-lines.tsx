import { Polyline } from 'react-leaflet';

/** Routes so far, as lines under the markers. */
export function RouteLines({ routes }: { routes: ReadonlyArray<ReadonlyArray<readonly [number, number]>> }) {
  return (
    <>
      {routes
        .filter((route) => route.length > 1)
        .map((route, index) => (
          <Polyline
            key={index}
            positions={route.map(([latitude, longitude]) => [latitude, longitude] as [number, number])}
            pathOptions={{ color: '#1b6e2f', weight: 3, opacity: 0.7 }}
          />
        ))}
    </>
  );
}
