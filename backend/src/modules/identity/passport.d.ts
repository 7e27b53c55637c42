// The part of passport (no published types installed) this module uses: an Authenticator instance,
// its strategies, and `authenticate` with a callback, as Express middleware.
declare module 'passport' {
  export type AuthenticateCallback = (err: Error | null, user?: unknown, info?: unknown, status?: number) => void;
  /** The response passport writes a redirect to (Strategy#redirect): status, Location, end. */
  export interface PassportResponse {
    statusCode: number;
    setHeader(name: string, value: string): void;
    end(): void;
  }
  export class Passport {
    use(name: string, strategy: unknown): this;
    authenticate(name: string, options: Record<string, unknown>, callback: AuthenticateCallback): (req: unknown, res: PassportResponse, next: (err?: Error) => void) => void;
  }
}
