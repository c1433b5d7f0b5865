import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStylesCheck } from './mantine-styles-check.ts';

// The API runs on :3000 (npm run dev); the dev server proxies /api and the SEO routes to it.
export default defineConfig({
  plugins: [react(), mantineStylesCheck(import.meta.dirname)],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/jobs.rss': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    // .vite/manifest.json: the server links a rendered page's own CSS and chunks (decision 0024).
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
