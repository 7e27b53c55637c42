import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// Served by the API under /admin; the console's dev server proxies this one (port 5174) there too.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // The package's main file does not exist; its messages are in src/index.ts (see src/i18n/ra-language-pt-br.d.ts).
  resolve: { alias: [{ find: /^ra-language-pt-br$/, replacement: 'ra-language-pt-br/src/index.ts' }] },
  // One react-admin bundle (~270 KB gzip) for staff; the product's budget is the console's.
  build: { chunkSizeWarningLimit: 1000 },
  server: { port: 5174, strictPort: true, proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
});
