import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routeTable } from './src/config/routes';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
// scripts/dev.ts runs the back office's dev server there; proxying it keeps the whole product on one port.
const adminDevServer = 'http://127.0.0.1:5174';

/**
 * Writes .br and .gz beside every text asset of the build: the backend's static server (@koa/send)
 * serves them to browsers that accept them, so the landing's JavaScript travels at about a third of
 * its size without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'piboost-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

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
