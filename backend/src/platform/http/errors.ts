import type { Middleware } from 'koa';
import { WrongExpectedVersion } from '@piboost/events';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import { isTranslatable, say, t, tr, type Translatable } from '../i18n';
import type { AppState } from './context';
import { requestLocale } from './request';

/** Field (dotted path) -> message, as react-admin and the console forms read it. */
export type FieldErrors = Record<string, string>;

/** What a throw site may give for a message: its pt-BR text, or a key with values (`tr(...)`). */
export type Message = string | Translatable;

export interface ErrorBody {
  success: false;
  message: string;
  code: string;
  errors?: FieldErrors;
  /** What else the caller needs to act on the refusal (e.g. the plan that unlocks a premium lesson). */
  details?: Record<string, unknown>;
}

/**
 * An error whose message is meant for the caller. `message` (and `errors`) stay in Brazilian
 * Portuguese; errorHandler answers in the request's language: by the pt-BR text for a message
 * without values, by `i18n` (and `fieldI18n`) for one thrown as `tr(key, values)`.
 */
export class HttpError extends Error {
  readonly errors?: FieldErrors;
  /** The message's key and values when it was given as `tr(...)`. */
  readonly i18n?: Translatable;
  /** The same for field errors given as `tr(...)`. */
  readonly fieldI18n?: Record<string, Translatable>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: Message,
    errors?: Record<string, Message>,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : t(DEFAULT_LOCALE, message.key, message.values));
    this.name = new.target.name;
    if (isTranslatable(message)) this.i18n = message;
    if (errors) {
      this.errors = {};
      for (const [field, value] of Object.entries(errors)) {
        this.errors[field] = typeof value === 'string' ? value : t(DEFAULT_LOCALE, value.key, value.values);
        if (isTranslatable(value)) (this.fieldI18n ??= {})[field] = value;
      }
    }
  }
}

export class ValidationError extends HttpError {
  constructor(errors: Record<string, Message>, message: Message = validationMessage(errors)) {
    super(400, 'VALIDATION_FAILED', message, errors);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: Message = 'Você precisa estar logado para acessar este recurso.', code = 'UNAUTHENTICATED') {
    super(401, code, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: Message = 'Você não tem permissão para acessar este recurso.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: Message = 'Recurso não encontrado.', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: Message = 'Conflito com o estado atual do recurso.', code = 'CONFLICT') {
    super(409, code, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', tr('errors.http.tooManyRequests', { seconds: retryAfterSeconds }), undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** A dependency (database, event store) is unreachable: the caller should retry shortly. */
export class ServiceUnavailable extends HttpError {
  constructor(retryAfterSeconds = 5) {
    super(503, 'SERVICE_UNAVAILABLE', 'Serviço temporariamente indisponível. Tente novamente em instantes.', undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

// Connection-level failures of PostgreSQL (refused, reset, shut down, pool starved) and full disks or
// memory: an outage, not a bug, so the caller gets a 503 with Retry-After. SQLSTATE classes 08
// (connection) and 57P (operator intervention: shutdown, cannot connect now), 53100 (disk full),
// 53200 (out of memory), 53300 (too many connections); ENOSPC from this machine's own files; a Redis
// at maxmemory.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENOSPC', '53100', '53200', '53300']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Timeout acquiring a connection|connection timeout|Connection refused|server closed the connection|^OOM command not allowed/i;

/** True for errors that mean "the database (or another backing service) is down", looking through causes. */
export function isUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isUnavailable)) return true;
  }
  return false;
}

function validationMessage(errors: Record<string, Message>): Message {
  const messages = Object.values(errors);
  return messages.length === 1 ? messages[0]! : 'Alguns campos estão inválidos. Verifique e tente novamente.';
}

const INTERNAL: ErrorBody = {
  success: false,
  message: 'Erro interno do servidor. Tente novamente mais tarde.',
  code: 'INTERNAL_ERROR',
};

/** Errors raised by Koa, the router or the body parser carry an English message: we say it ourselves. */
const STATUS_MESSAGES: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', 'Requisição inválida.'],
  401: ['UNAUTHENTICATED', 'Você precisa estar logado para acessar este recurso.'],
  403: ['FORBIDDEN', 'Você não tem permissão para acessar este recurso.'],
  404: ['NOT_FOUND', 'Recurso não encontrado.'],
  405: ['METHOD_NOT_ALLOWED', 'Método não permitido para este recurso.'],
  406: ['NOT_ACCEPTABLE', 'Formato de resposta não suportado.'],
  413: ['PAYLOAD_TOO_LARGE', 'O corpo da requisição é grande demais.'],
  409: ['CONFLICT', 'Conflito com o estado atual do recurso.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo não suportado. Envie JSON.'],
  429: ['RATE_LIMITED', 'Muitas requisições. Tente novamente em instantes.'],
  501: ['NOT_IMPLEMENTED', 'Operação não suportada.'],
};

interface ForeignHttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  limit?: number;
  headers?: Record<string, string>;
}

/** Maps anything thrown below it to `{ success: false, message, code, errors? }`. */
export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
  /** The keys of the body's messages that were given with values (the others are found by their pt-BR text). */
  i18n?: { message?: Translatable; errors?: Record<string, Translatable> };
}

export function toErrorResponse(err: unknown): ErrorResponse {
  if (err instanceof HttpError) {
    const body: ErrorBody = { success: false, message: err.message, code: err.code };
    if (err.errors) body.errors = { ...err.errors };
    if (err.details) body.details = err.details;
    return { status: err.status, body, headers: err.headers, i18n: { message: err.i18n, errors: err.fieldI18n } };
  }
  if (err instanceof WrongExpectedVersion) {
    return {
      status: 409,
      body: { success: false, message: 'Conflito de atualização, tente novamente.', code: 'CONCURRENCY_CONFLICT' },
    };
  }
  const foreign = (typeof err === 'object' && err !== null ? err : {}) as ForeignHttpError & { code?: unknown };
  // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR, ...; brotli's ERR__ERROR_FORMAT_...) carry no status:
  // a body that says gzip, deflate or br but is not.
  if (typeof foreign.code === 'string' && (foreign.code.startsWith('Z_') || foreign.code.startsWith('ERR__ERROR'))) {
    return { status: 400, body: { success: false, message: 'Corpo compactado inválido: envie gzip, deflate ou br válido, ou sem compressão.', code: 'INVALID_ENCODING' } };
  }
  const status = foreign.status ?? foreign.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && foreign.expose !== false) {
    if (err instanceof SyntaxError || foreign.type === 'entity.parse.failed') {
      return { status: 400, body: { success: false, message: 'JSON inválido no corpo da requisição.', code: 'INVALID_JSON' } };
    }
    if (status === 413 && typeof foreign.limit === 'number') {
      return {
        status,
        body: { success: false, message: t(DEFAULT_LOCALE, 'errors.http.payloadTooLargeMax', { size: formatBytes(foreign.limit) }), code: 'PAYLOAD_TOO_LARGE' },
        i18n: { message: tr('errors.http.payloadTooLargeMax', { size: formatBytes(foreign.limit) }) },
      };
    }
    const [code, message] = STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;
    return { status, body: { success: false, message, code }, headers: foreign.headers };
  }
  if (isUnavailable(err)) return toErrorResponse(new ServiceUnavailable());
  if (status === 501) {
    const [code, message] = STATUS_MESSAGES[501]!;
    return { status, body: { success: false, message, code } };
  }
  return { status: 500, body: INTERNAL };
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/** The answer's messages in `locale`: by key where the thrower gave one, else by their exact pt-BR text. */
export function translateBody(body: { message?: unknown; errors?: unknown }, locale: Locale, i18n: ErrorResponse['i18n'] = {}): void {
  if (locale === DEFAULT_LOCALE) return;
  if (i18n.message) body.message = say(i18n.message, locale);
  else if (typeof body.message === 'string') body.message = say(body.message, locale);
  if (typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors)) {
    const errors = body.errors as Record<string, unknown>;
    for (const [field, text] of Object.entries(errors)) {
      const keyed = i18n.errors?.[field];
      if (keyed) errors[field] = say(keyed, locale);
      else if (typeof text === 'string') errors[field] = say(text, locale);
    }
  }
}

/** An envelope (`{ success, message }`) the handlers answered with. */
function isEnvelope(body: unknown): body is { success: boolean; message?: unknown; errors?: unknown } {
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && typeof (body as { success?: unknown }).success === 'boolean' && 'message' in body;
}

/**
 * The one error middleware, at the top of the chain (after request id and logging). It also answers in
 * the request's language: thrown errors, and the `message` of envelopes handlers answered with.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.locale ??= requestLocale(ctx.get('Accept-Language'));
    ctx.vary('Accept-Language');
    try {
      await next();
      if (ctx.state.locale !== DEFAULT_LOCALE && isEnvelope(ctx.body)) translateBody(ctx.body, ctx.state.locale);
    } catch (err) {
      const { status, body, headers, i18n } = toErrorResponse(err);
      if (status === 500) ctx.state.log.error({ err }, 'request failed');
      else if (status === 503) ctx.state.log.warn({ err: { message: (err as Error).message } }, 'backing service unavailable');
      translateBody(body, ctx.state.locale, i18n);
      if (headers) ctx.set(headers);
      ctx.status = status;
      ctx.body = body;
    }
  };
}
