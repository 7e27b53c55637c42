import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// Served by the API under /admin; the console's dev server proxies this one (port 5174) there too.
export default defineConfig({
  base: '/admin/',
  // Precompressed like the console's build: the static server sends .br/.gz, not ~1 MB of raw JavaScript.
  plugins: [react(), precompress()],
  // One react-admin bundle (~270 KB gzip) for staff; the product's budget is the console's.
  // es2022: the i18n module awaits the stored language's messages at the top level (src/i18n/index.ts).
  build: { chunkSizeWarningLimit: 1000, target: 'es2022' },
  server: { port: 5174, strictPort: true, proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
});
