import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { acceptLanguageTags, pickLocale, type Locale } from '@piboost/events/i18n';
import type { Logger } from '../logger';
import type { AppState, Principal } from './context';

/** Accepted from the caller only if it cannot smuggle anything into logs or headers. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Outermost middleware: gives the request an id (the caller's X-Request-Id or a new one), echoes it,
 * sets its language (`ctx.state.locale`, from Accept-Language), and writes one log line per request - method, path without query string, status, duration,
 * request id and user id. Never bodies, query strings or headers: they carry e-mails, CPFs and tokens.
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID.test(given) ? given : randomUUID();
    const locale = requestLocale(ctx.get('Accept-Language'));
    ctx.state = new RequestState(logger, requestId, locale);
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled(ctx.status >= 500 ? 'error' : 'info')) logLine(logger, ctx, requestId, started);
    }
  };
}

/** A request's state, one object per request (no closure): its child logger is made only for requests that log something besides their line (most do not). */
class RequestState implements AppState {
  principal: Principal | null = null;
  readonly #logger: Logger;
  #log: Logger | undefined;

  constructor(
    logger: Logger,
    readonly requestId: string,
    public locale: Locale,
  ) {
    this.#logger = logger;
  }

  get log(): Logger {
    return (this.#log ??= this.#logger.child({ requestId: this.requestId }));
  }
}

/** The request's one line: method, path without query string, status, duration, request id, user id. */
function logLine(logger: Logger, ctx: Parameters<Middleware<AppState>>[0], requestId: string, started: bigint): void {
  const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
  const line = { requestId, method: ctx.method, path: ctx.path, status: ctx.status, durationMs: Math.round(durationMs * 10) / 10, userId: ctx.state.principal?.userId };
  if (ctx.status >= 500) logger.error(line, 'request');
  else logger.info(line, 'request');
}

/** The language of a request: the first of its Accept-Language tags we speak (the console always sends its own), else pt-BR. */
export function requestLocale(header: string | undefined): Locale {
  return pickLocale(acceptLanguageTags(header));
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the client is this machine: the TCP peer is a loopback address and no forwarding header
 * names anyone (a proxy on this host forwarding a remote visitor is not the machine itself), whatever
 * TRUST_PROXY says.
 */
export function isLoopbackClient(req: IncomingMessage): boolean {
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  const forwarded = [req.headers['x-forwarded-for'], req.headers['x-real-ip']].flat().filter((v): v is string => !!v);
  if (req.headers.forwarded) return false;
  return forwarded.flatMap((v) => v.split(',')).every((a) => LOOPBACK.test(a.trim()));
}
