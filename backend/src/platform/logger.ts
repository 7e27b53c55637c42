import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * Keys whose values never reach the logs (ARCHITECTURE §6: no PII, no CPF, no tokens), wherever a
 * caller puts them: at the top of a log object or one level down (`{ user: { email } }`).
 */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'cpf',
  'email',
  'phone',
  'address',
  'dateOfBirth',
  'date_of_birth',
  'body',
  // PostgreSQL puts the offending values there: Key (email)=(...) already exists.
  'detail',
] as const;

export const REDACTED_PATHS: readonly string[] = [
  ...SENSITIVE_KEYS.map((k) => `["${k}"]`),
  ...SENSITIVE_KEYS.map((k) => `*["${k}"]`),
];

export interface LoggerOptions {
  level?: LevelWithSilent;
  /**
   * Where lines go; stdout by default, written asynchronously (issue 28 item 3: no synchronous write
   * per request on the event loop; what is pending is flushed when the process exits). Tests pass a
   * stream to read what was logged.
   */
  destination?: DestinationStream;
  /** Fields on every line, e.g. `{ role: 'api' }`. */
  base?: Record<string, unknown>;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: options.base ?? {},
      redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
