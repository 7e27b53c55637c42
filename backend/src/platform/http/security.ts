import cors from '@koa/cors';
import type { Middleware } from 'koa';
import type { AppState } from './context';

/**
 * One policy for the API, both SPAs and the API reference. Styles allow 'unsafe-inline' because the
 * back office (MUI/emotion) and Scalar inject <style> elements at run time; scripts never do.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

export function securityHeaders(options: { hsts: boolean }): Middleware<AppState> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}

/** Only the configured origins may call the API from a browser, with credentials (the refresh cookie). */
export function corsAllowlist(origins: readonly string[]): Middleware<AppState> {
  const allowed = new Set(origins);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    credentials: true,
    keepHeadersOnError: true,
    exposeHeaders: ['Content-Range', 'X-Request-Id', 'Retry-After'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
    maxAge: 600,
  });
}
