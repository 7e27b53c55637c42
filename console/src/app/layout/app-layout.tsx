import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Toaster } from '../../components/ui/toast';
import { useAuth } from '../../features/auth/auth-context';
import { ActivityTracker } from '../../features/gamification/tracking/activity-tracker';
import { PersonPreferences } from '../../features/profile/components/person-preferences';
import { setPersonLocale, useI18n } from '../../i18n';
import { useTimeZone } from '../../lib/time-zone';
import { Breadcrumb } from './breadcrumb';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { SessionNotice } from './session-notice';
import { TrialDialog } from './trial-dialog';

/** The frame every public and signed-in page lives in (product-spec §2, shared layout). */
export function AppLayout() {
  const { pathname } = useLocation();
  const { state } = useAuth();
  const zone = useTimeZone();
  const { locale, t } = useI18n();
  // Moving focus to the new page tells screen readers that the route changed. Not on the first page:
  // nothing changed yet, and focusing forces a style and layout pass while the landing is loading.
  // A session that ended without signing out (expired, revoked) leaves no person's language behind.
  useEffect(() => {
    if (state.status === 'signed-out') void setPersonLocale(null);
  }, [state.status]);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skipLink')}
      </a>
      <Header />
      <SessionNotice />
      <Breadcrumb />
      <main id="main" tabIndex={-1}>
        {/* Drawn again in the person's time zone and language once known or changed: every date and word follows. */}
        <Outlet key={`${zone} ${locale}`} />
      </main>
      <Footer />
      <TrialDialog />
      <CookieBanner />
      <Toaster />
      {/* Keyed by the completion: the language chosen while completing the sign-up is read again once it is kept. */}
      {state.status === 'signed-in' && state.accessToken && state.user.profileComplete && <PersonPreferences key={state.user.id} />}
      {/* XP is earned only with a session and a complete profile: the API refuses the rest. */}
      {state.status === 'signed-in' && state.accessToken && state.user.profileComplete && <ActivityTracker userId={state.user.id} />}
      <ScrollRestoration />
    </>
  );
}
