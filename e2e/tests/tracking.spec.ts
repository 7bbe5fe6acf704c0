import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN as ADMIN, logIn } from './helpers.ts';

// The browser tests run with tiles switched off (MAP_TILE_URL=none in e2e/server.ts): the maps must
// still show their points, routes and scale on a plain background, and say the background is missing.

test('the tracking map shows its markers without a tile server and opens a journey from a marker', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await page.goto('/internal/tracking');
  const map = page.getByTestId('tracking-map');
  await expect(map).toBeVisible();
  await expect(page.getByTestId('map-unavailable')).toHaveText(/Background map unavailable/);
  await expect(map.locator('.leaflet-control-scale-line')).toBeVisible();
  await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
  // The demo journeys on the road, with their routes along the toll roads.
  await expect(page.getByTestId('tracking-counts')).toContainText(/[1-9]\d* journeys? on the road/);
  await expect(map.locator('path.leaflet-interactive').first()).toBeAttached();

  // Clusters open as the map zooms in, until a journey's own marker shows. The markers are buttons a
  // keyboard reaches (Leaflet opens a focused marker with Enter), which is how the test presses them:
  // Leaflet redraws them after every move, which a pointer click's stability check does not wait out.
  const journeyMarker = map.getByTitle(/^Open journey JRN-/).first();
  for (let attempt = 0; attempt < 6 && (await journeyMarker.count()) === 0; attempt += 1) {
    await map
      .getByTitle(/points: zoom in$/)
      .first()
      .focus();
    await page.keyboard.press('Enter');
    // The zoom settles, or the journey's marker shows: whichever comes first.
    await journeyMarker.waitFor({ state: 'attached', timeout: 800 }).catch(() => undefined);
  }
  const title = (await journeyMarker.getAttribute('title')) ?? '';
  const number = /JRN-\d{4}-\d{6}/.exec(title)?.[0] ?? '';
  expect(number).not.toBe('');
  await journeyMarker.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/internal\/journey\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  // The journey's page has its route on a map too, also without tiles.
  await expect(page.getByTestId('route-map')).toBeVisible();
  await expect(page.getByTestId('route-map').getByTestId('map-unavailable')).toBeVisible();
});

test('the list beside the map shows records by status with their last event', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto('/internal/tracking');
  await expect(page.getByRole('heading', { name: 'Records by status' })).toBeVisible();
  // The demo's record picked up this morning is on its way.
  await expect(page.getByText(/Picked up ·/).first()).toBeVisible();
});
