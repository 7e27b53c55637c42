// The console's local storage keys (product-spec §3), read and written defensively: private modes
// and full quotas throw, and a preference that cannot be kept must not break the page.
export const STORAGE_KEYS = {
  cookieConsent: 'cookie-consent',
  trialOfferSeen: 'hasSeenPremiumTrialOffer',
  /** São Paulo date (YYYY-MM-DD) of the last daily_login sent, so it goes once a day. */
  lastLoginDate: 'lastLoginDate',
  /** The language a visitor chose in the switcher (issue 26); a signed-in person's preference wins. */
  locale: 'locale',
  /**
   * The signed-in person's language preference as last read on this device: a returning person's
   * page is drawn in it from the first paint instead of changing language (and moving) once the
   * preferences arrive. Forgotten when the session ends.
   */
  personLocale: 'person-locale',
} as const;

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The choice then lasts for this page view only.
  }
}

export function removeStored(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
