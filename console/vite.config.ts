import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
// scripts/dev.ts runs the back office's dev server there; proxying it keeps the whole product on one port.
const adminDevServer = 'http://127.0.0.1:5174';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': api,
      '^/admin(/|$)': { target: adminDevServer, ws: true },
    },
  },
  preview: { proxy: { '/api': api } },
});
