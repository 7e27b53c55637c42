import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress';
import { routeTable } from './src/config/routes';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
// scripts/dev.ts runs the back office's dev server there; proxying it keeps the whole product on one port.
const adminDevServer = 'http://127.0.0.1:5174';

/**
 * Emits routes.json, the console's route table (src/config/routes.ts): the backend serves the build
 * and answers every path outside it with HTTP 404 and the console's 404 page.
 */
function routeManifest(): Plugin {
  return {
    name: 'piboost-route-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routeTable.map((r) => r.path))}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), routeManifest()],
  server: {
    proxy: {
      '/api': api,
      '^/admin(/|$)': { target: adminDevServer, ws: true },
    },
  },
  preview: { proxy: { '/api': api } },
});
