import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { leanImports } from './build/lean-imports.ts';

/** The green of the app's header and buttons (Mantine's green, shade 8, in main.tsx). */
const THEME_COLOR = '#1b6e2f';

export default defineConfig({
  plugins: [
    leanImports(),
    react(),
    // Installable on a driver's phone, and the handover screens open without signal: the service
    // worker keeps the app's files (never the API's answers, which the outbox and the server own).
    VitePWA({
      // Registered by the handover screens (use-service-worker.ts), not on every visit.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Sirkula',
        short_name: 'Sirkula',
        description: 'Waste pickup and delivery handover',
        start_url: '/partner/waste/handover',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Every page of the app is index.html; the API and its docs are the server's own.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // The QR reader's WebAssembly (1 MB) is kept once someone has scanned, not on every phone.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.endsWith('.wasm'),
            handler: 'CacheFirst',
            options: { cacheName: 'scanner', expiration: { maxEntries: 2 } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { sourcemap: false },
});
