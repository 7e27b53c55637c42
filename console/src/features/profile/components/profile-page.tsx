import type { ReactNode } from 'react';
import { formatDateTime } from '@piboost/events/i18n';
import { PLAN_LABELS } from '@piboost/events/labels';
import { Link } from 'react-router-dom';
import { Tabs, useTabInAddress } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { currentLocale, useI18n, type MessageKey } from '../../../i18n';
import { SecurityPanel } from '../../auth';
import { usePreferences, useProfile, type Preferences, type Profile } from '../api/profile-api';
import { AvatarCard } from './avatar-card';
import { NotificationsTab } from './notifications-tab';
import { PaymentPlaceholder } from './payment-tab';
import { PersonalTab } from './personal-tab';
import { PrivacyTab } from './privacy-tab';
import './profile.css';

/** The tabs as the address names them (?aba=, Portuguese in every language) and their labels' keys. */
export const PROFILE_TABS = [
  { id: 'pessoal', label: 'profile.tabs.personal' },
  { id: 'notificacoes', label: 'profile.tabs.notifications' },
  { id: 'pagamento', label: 'profile.tabs.payment' },
  { id: 'privacidade', label: 'profile.tabs.privacy' },
  { id: 'seguranca', label: 'profile.tabs.security' },
] as const satisfies readonly { id: string; label: MessageKey }[];

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

/** A date in the person's chosen time zone and language (their preference takes effect on every date shown here). */
export function formatDay(iso: string, timeZone: string): string {
  return formatDateTime(iso, currentLocale(), { day: '2-digit', month: '2-digit', year: 'numeric' }, timeZone);
}

function Badges({ profile, timeZone }: { profile: Profile; timeZone: string }) {
  const { t, rich } = useI18n();
  return (
    <div className="profile-badges">
      {profile.premium && (
        <span className="profile-badge profile-badge--premium">
          {t('profile.badges.premium', { until: profile.premium_until ? formatDay(profile.premium_until, timeZone) : t('profile.badges.noEnd') })}
        </span>
      )}
      {profile.role === 'admin' && <span className="profile-badge profile-badge--admin">🛡 ADMIN</span>}
      <span className="profile-badge">{t('profile.badges.plan', { plan: profile.plan === 'admin' ? t('profile.badges.adminPlan') : PLAN_LABELS[profile.plan] })}</span>
      {!profile.premium && profile.role !== 'admin' && (
        <span className="profile-badge profile-badge--upsell">{rich('profile.badges.upsell', { link: (chunks) => <Link to={paths.pricing.path}>{chunks}</Link> })}</span>
      )}
    </div>
  );
}

/**
 * /profile (product-spec §2): four tabs, and Segurança (issue 14: two-factor, sessions, password) kept in the address (?aba=), so /settings and links can
 * open one. `paymentPanel` is the billing feature's mount point: the route passes it in.
 */
export function ProfilePage({ paymentPanel }: { paymentPanel?: ReactNode }) {
  const { t } = useI18n();
  const profile = useProfile();
  const preferences = usePreferences();
  const [current, select] = useTabInAddress(PROFILE_TABS);

  if (profile.isPending || preferences.isPending) {
    return (
      <p className="page" role="status">
        {t('profile.page.loading')}
      </p>
    );
  }
  if (profile.isError || preferences.isError) {
    return (
      <div className="page">
        <p role="alert">{t('profile.page.loadFailed')}</p>
        <button type="button" className="button" onClick={() => Promise.all([profile.refetch(), preferences.refetch()])}>
          {t('profile.page.retry')}
        </button>
      </div>
    );
  }
  const p = profile.data;
  const prefs: Preferences = preferences.data;

  return (
    <div className="page profile">
      <header className="page-header profile-header">
        <AvatarCard profile={p} />
        <div>
          <h1>{p.name}</h1>
          <p className="page-header__lead">{p.email}</p>
          <Badges profile={p} timeZone={prefs.timezone} />
          <p>
            <Link to={paths.supportTickets.path}>{t('profile.page.myTickets')}</Link>
          </p>
        </div>
      </header>
      <Tabs idPrefix="profile" label={t('profile.page.sections')} tabs={PROFILE_TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }))} current={current} onSelect={select} className="profile-tabs">
        {current === 'pessoal' && <PersonalTab key={p.id} profile={p} />}
        {current === 'notificacoes' && <NotificationsTab preferences={prefs} />}
        {current === 'pagamento' && (paymentPanel ?? <PaymentPlaceholder />)}
        {current === 'privacidade' && <PrivacyTab preferences={prefs} profile={p} />}
        {current === 'seguranca' && <SecurityPanel />}
      </Tabs>
    </div>
  );
}
