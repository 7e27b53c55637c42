// The part of passport-google-oauth20 (no published types) this module uses.
declare module 'passport-google-oauth20' {
  export interface Profile {
    id: string;
    displayName?: string;
    emails?: { value: string; verified?: boolean }[];
  }
  export interface StrategyOptions {
    clientID: string;
    clientSecret: string;
    callbackURL: string;
    authorizationURL?: string;
    tokenURL?: string;
    userProfileURL?: string;
    scope?: string[];
    store?: unknown;
  }
  export class Strategy {
    constructor(options: StrategyOptions, verify: (accessToken: string, refreshToken: string, profile: Profile, done: (err: Error | null, user?: Profile) => void) => void);
    authenticate(req: unknown, options?: Record<string, unknown>): void;
  }
}
