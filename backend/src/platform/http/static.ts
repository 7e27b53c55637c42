import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppState } from './context';
import { NotFound } from './errors';

export interface StaticRoots {
  /** The console's build (console/dist), served at `/`. */
  console: string;
  /** The back office's build (admin/dist), served at `/admin`. */
  admin: string;
}

const HASHED_ASSETS = `${sep}assets${sep}`;

function missingBuildPage(folder: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>π Boost - interface não compilada</title></head>
<body>
<h1>Interface ainda não compilada</h1>
<p>A pasta <code>${folder}</code> não existe. Execute <code>npm run build</code> na raiz do projeto e recarregue esta página.</p>
</body>
</html>
`;
}

/**
 * Serves the built SPAs for every path outside /api: a file when it exists, otherwise the app's
 * index.html so that client-side routes load. Vite's hashed files under assets/ are cached for good;
 * index.html is revalidated on every load so a deploy is picked up at once.
 */
export function spaStatic(roots: StaticRoots): Middleware<AppState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    if (ctx.path === '/admin') return ctx.redirect('/admin/');
    const admin = ctx.path.startsWith('/admin/');
    const root = admin ? roots.admin : roots.console;
    const path = admin ? ctx.path.slice('/admin'.length) : ctx.path;

    if (!existsSync(join(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = missingBuildPage(admin ? 'admin/dist' : 'console/dist');
      return;
    }
    const setHeaders = (res: { setHeader(name: string, value: string): void }, file: string) =>
      res.setHeader('Cache-Control', file.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');

    if (path !== '/' && !path.endsWith('/')) {
      try {
        if (await send(ctx, path, { root, setHeaders })) return;
      } catch (err) {
        if ((err as { status?: number }).status !== 404) throw err;
      }
      // A missing file is a 404, not the app: a broken asset link must not come back as HTML.
      if (extname(path)) throw new NotFound();
    }
    await send(ctx, 'index.html', { root, setHeaders });
  };
}
