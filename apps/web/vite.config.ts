import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest (dist/.vite/manifest.json) is what scripts/bundle-budget.mjs measures.
  build: { sourcemap: false, manifest: true },
});
