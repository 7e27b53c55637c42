import type { Middleware } from 'koa';
import { WrongExpectedVersion } from '@piboost/events';
import type { AppState } from './context';

/** Field (dotted path) -> message, as react-admin and the console forms read it. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  success: false;
  message: string;
  code: string;
  errors?: FieldErrors;
  /** What else the caller needs to act on the refusal (e.g. the plan that unlocks a premium lesson). */
  details?: Record<string, unknown>;
}

/** An error whose message is meant for the caller, in Brazilian Portuguese. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message = validationMessage(errors)) {
    super(400, 'VALIDATION_FAILED', message, errors);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Você precisa estar logado para acessar este recurso.', code = 'UNAUTHENTICATED') {
    super(401, code, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'Você não tem permissão para acessar este recurso.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Recurso não encontrado.', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class Conflict extends HttpError {
  constructor(message = 'Conflito com o estado atual do recurso.', code = 'CONFLICT') {
    super(409, code, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `Muitas requisições. Tente novamente em ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
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

function validationMessage(errors: FieldErrors): string {
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
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof HttpError) {
    const body: ErrorBody = { success: false, message: err.message, code: err.code };
    if (err.errors) body.errors = err.errors;
    if (err.details) body.details = err.details;
    return { status: err.status, body, headers: err.headers };
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
        body: { success: false, message: `O corpo da requisição é grande demais (máximo ${formatBytes(foreign.limit)}).`, code: 'PAYLOAD_TOO_LARGE' },
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

/** The one error middleware, at the top of the chain (after request id and logging). */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const { status, body, headers } = toErrorResponse(err);
      if (status === 500) ctx.state.log.error({ err }, 'request failed');
      else if (status === 503) ctx.state.log.warn({ err: { message: (err as Error).message } }, 'backing service unavailable');
      if (headers) ctx.set(headers);
      ctx.status = status;
      ctx.body = body;
    }
  };
}
