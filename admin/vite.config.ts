import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// Served by the API under /admin; the console's dev server proxies this one (port 5174) there too.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // One react-admin bundle (~270 KB gzip) for staff; the product's budget is the console's.
  build: { chunkSizeWarningLimit: 1000 },
  server: { port: 5174, strictPort: true, proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
});
