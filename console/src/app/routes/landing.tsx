import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '@piboost/events/business';
import { usePageMeta } from '../../components/seo/page-meta';
import { featurePath } from '../../config/features';
import { paths } from '../../config/paths';
import { useAuth, type AuthState } from '../../features/auth/auth-context';
import { PlatformStatus } from '../../features/platform-status/components/platform-status';
import { useI18n, type MessageKey } from '../../i18n';

// Below the fold, in a chunk of its own: the hero paints with the first bundle alone.
const LandingSections = lazy(() => import('../../features/site/components/landing/sections'));

/** Anonymous -> /register; a user without premium -> /survey (the trial, once it exists); everyone else -> /dashboard. */
function heroCallToAction(state: AuthState): { to: string; label: MessageKey } {
  if (state.status !== 'signed-in') return { to: paths.register.path, label: 'site.landing.ctaRegister' };
  const survey = featurePath('survey');
  if (survey && state.user.role === 'user' && !state.user.premium) return { to: survey, label: 'site.landing.ctaTrial' };
  return { to: paths.dashboard.path, label: 'site.landing.ctaDashboard' };
}

export default function LandingRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.landing.metaTitle'), t('site.landing.metaDescription'));
  const { state } = useAuth();
  const action = heroCallToAction(state);
  const cta = { to: action.to, label: t(action.label) };
  const signedIn = state.status === 'signed-in';
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__brand">
          <span className="hero__pi">π</span> Boost
        </h1>
        <p className="hero__pitch">{t('site.landing.pitch')}</p>
        <div className="hero__actions">
          {state.status === 'loading' ? (
            // Holds the button's place while the session is restored, so nothing below it moves.
            <span className="button button--large button--placeholder" aria-hidden="true">
              {cta.label}
            </span>
          ) : (
            <Link to={cta.to} className="button button--large">
              {cta.label}
            </Link>
          )}
          <a href="#product-showcase" className="button button--ghost button--large">
            {t('site.landing.explore')}
          </a>
        </div>
        <p className="hero__note">{t('site.landing.note', { days: TRIAL_DAYS })}</p>
        <PlatformStatus />
      </section>
      <Suspense fallback={<div className="landing__pending" aria-hidden="true" />}>
        <LandingSections cta={cta} signedIn={signedIn} />
      </Suspense>
    </div>
  );
}
