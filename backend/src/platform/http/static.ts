import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';
import type { AppState } from './context';
import { NotFound } from './errors';
import type { PageMeta, PageMetaSource } from './route';

export interface StaticRoots {
  /** The console's build (console/dist), served at `/`. */
  console: string;
  /** The back office's build (admin/dist), served at `/admin`. */
  admin: string;
}

const HASHED_ASSETS = `${sep}assets${sep}`;

/**
 * The console's route table, as its build wrote it (console/vite.config.ts, routes.json), reread
 * when a new build replaces it. A `:name` segment matches any one segment.
 */
function consoleRoutes(root: string): (path: string) => boolean {
  let loaded: { mtimeMs: number; routes: string[][] } | null = null;
  return (path) => {
    const file = join(root, 'routes.json');
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      const routes = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((r) => r.split('/').filter(Boolean));
      loaded = { mtimeMs, routes };
    }
    const segments = path.split('/').filter(Boolean);
    return loaded.routes.some((route) => route.length === segments.length && route.every((s, i) => s.startsWith(':') || s === segments[i]));
  };
}

/** The `:name` values of `path` when it has the shape of `pattern`, else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, s] of want.entries()) {
    if (s.startsWith(':')) {
      try {
        params[s.slice(1)] = decodeURIComponent(got[i]!);
      } catch {
        return null;
      }
    }
    else if (s !== got[i]) return null;
  }
  return params;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the page's own title, description and Open Graph / Twitter tags. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title.includes('π Boost') ? meta.title : `${meta.title} · π Boost`);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta name="description" content="${description}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:site_name" content="π Boost">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}

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
 * index.html so that client-side routes load - with 404 for a console path outside its route table. Vite's hashed files under assets/ are cached for good;
 * index.html is revalidated on every load so a deploy is picked up at once.
 */
export function spaStatic(roots: StaticRoots, pages: readonly PageMetaSource[] = []): Middleware<AppState> {
  const isConsoleRoute = consoleRoutes(roots.console);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    if (ctx.path === '/admin') return ctx.redirect('/admin/');
    const admin = ctx.path.startsWith('/admin/');
    const root = admin ? roots.admin : roots.console;
    const path = admin ? ctx.path.slice('/admin'.length) : ctx.path;

    // The console's build is whole only with its route table beside index.html.
    if (!existsSync(join(root, 'index.html')) || (!admin && !existsSync(join(root, 'routes.json')))) {
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
    if (!admin) {
      for (const page of pages) {
        const params = matchPath(page.path, path);
        if (!params) continue;
        const meta = await page.meta(params);
        ctx.type = 'html';
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = meta ? withPageMeta(readFileSync(join(root, 'index.html'), 'utf8'), meta) : readFileSync(join(root, 'index.html'), 'utf8');
        // No such article: the console shows its "not found", and crawlers hear 404.
        if (!meta) ctx.status = 404;
        return;
      }
    }
    await send(ctx, 'index.html', { root, setHeaders });
    // A path the console has no page for is its 404 page, and says so to monitors and crawlers.
    if (!admin && !isConsoleRoute(path)) ctx.status = 404;
  };
}
