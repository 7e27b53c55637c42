// Route matching in O(path segments) (issue 28 item 3): @koa/router tests every route's regexp on
// each request. This table answers the exact paths first - a map per method for static paths, a
// tree of segments for paths with `:params` - and hands everything else (another method: 405, a
// trailing slash, other letter case, the API docs) to @koa/router behind it, where every route
// stays registered, so what a request gets is what @koa/router alone would have given it.
import type { Middleware } from 'koa';
import type { AppContext, AppState } from './context';

type Handler = (ctx: AppContext) => Promise<void>;

interface Entry {
  handler: Handler;
  /** Registration order: @koa/router runs the first route that matches. */
  order: number;
  /** The names of the `:params`, in path order. */
  names: string[];
}

interface Node {
  literal: Map<string, Node>;
  param?: Node;
  /** Routes ending here, per method. */
  routes: Map<string, Entry>;
}

const node = (): Node => ({ literal: new Map(), routes: new Map() });

/** Literal segments or `:name` ones; anything path-to-regexp would read otherwise is refused. */
const SEGMENT = /^(?::[A-Za-z_$][\w$]*|[A-Za-z0-9._~-]+)$/;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export class RouteTable {
  /** `METHOD /path` of static paths no earlier parameterised route also matches. */
  private readonly statics = new Map<string, Entry>();
  private readonly tree = node();
  private count = 0;

  add(method: string, path: string, handler: Handler): void {
    const segments = path.split('/').slice(1);
    const bad = segments.find((s) => !SEGMENT.test(s));
    if (bad !== undefined) throw new Error(`Route ${method} ${path}: segment "${bad}" is neither literal nor :name`);
    const entry: Entry = { handler, order: this.count++, names: segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1)) };
    if (entry.names.length === 0 && !this.find(method, path)) this.statics.set(`${method} ${path}`, entry);
    let at = this.tree;
    for (const s of segments) {
      if (s.startsWith(':')) at = at.param ??= node();
      else at = at.literal.get(s) ?? (at.literal.set(s, node()).get(s) as Node);
    }
    if (!at.routes.has(method)) at.routes.set(method, entry);
  }

  /** The first route registered for this method and exact path, with its decoded params. */
  find(method: string, path: string): { handler: Handler; params: Record<string, string> } | null {
    const m = method === 'HEAD' ? 'GET' : method;
    const hit = this.statics.get(`${m} ${path}`);
    if (hit) return { handler: hit.handler, params: {} };
    if (path[0] !== '/') return null;
    const segments = path.split('/');
    let best: Entry | undefined;
    let bestValues: string[] = [];
    const values: string[] = [];
    const walk = (at: Node, i: number): void => {
      if (i === segments.length) {
        const entry = at.routes.get(m);
        if (entry && (!best || entry.order < best.order)) [best, bestValues] = [entry, [...values]];
        return;
      }
      const segment = segments[i]!;
      const literal = at.literal.get(segment);
      if (literal) walk(literal, i + 1);
      if (at.param && segment !== '') {
        values.push(segment);
        walk(at.param, i + 1);
        values.pop();
      }
    };
    walk(this.tree, 1);
    if (!best) return null;
    const { handler, names } = best;
    return { handler, params: Object.fromEntries(names.map((name, i) => [name, decode(bestValues[i]!)])) };
  }

  /** Runs the matching route, or passes the request on (to @koa/router) when none matches exactly. */
  middleware(): Middleware<AppState> {
    return (ctx, next) => {
      const found = this.find(ctx.method, ctx.path);
      if (!found) return next();
      const c = ctx as unknown as AppContext;
      c.params = c.request.params = found.params;
      return found.handler(c);
    };
  }
}
