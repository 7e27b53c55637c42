/** The subset of pino's logger the engine uses, so the backend can pass its own. */
export interface EngineLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const consoleLogger: EngineLogger = {
  info: () => {},
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
