import type { ReactNode } from 'react';
import { PLAN_LABELS } from '@piboost/events/labels';
import { Link } from 'react-router-dom';
import { Tabs, useTabInAddress } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { SecurityPanel } from '../../auth';
import { usePreferences, useProfile, type Preferences, type Profile } from '../api/profile-api';
import { AvatarCard } from './avatar-card';
import { NotificationsTab } from './notifications-tab';
import { PaymentPlaceholder } from './payment-tab';
import { PersonalTab } from './personal-tab';
import { PrivacyTab } from './privacy-tab';
import './profile.css';

export const PROFILE_TABS = [
  { id: 'pessoal', label: 'Pessoal' },
  { id: 'notificacoes', label: 'Notificações' },
  { id: 'pagamento', label: 'Pagamento' },
  { id: 'privacidade', label: 'Privacidade' },
  { id: 'seguranca', label: 'Segurança' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];


/** A date in the person's chosen time zone (their preference takes effect on every date shown here). */
export function formatDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}

function Badges({ profile, timeZone }: { profile: Profile; timeZone: string }) {
  return (
    <div className="profile-badges">
      {profile.premium && (
        <span className="profile-badge profile-badge--premium">
          👑 Premium · expira em {profile.premium_until ? formatDay(profile.premium_until, timeZone) : 'Indefinido'}
        </span>
      )}
      {profile.role === 'admin' && <span className="profile-badge profile-badge--admin">🛡 ADMIN</span>}
      <span className="profile-badge">Plano {PLAN_LABELS[profile.plan]}</span>
      {!profile.premium && profile.role !== 'admin' && (
        <span className="profile-badge profile-badge--upsell">
          Conheça os planos <Link to={paths.pricing.path}>Professional e Elite</Link>
        </span>
      )}
    </div>
  );
}

/**
 * /profile (product-spec §2): four tabs, and Segurança (issue 14: two-factor, sessions, password) kept in the address (?aba=), so /settings and links can
 * open one. `paymentPanel` is the billing feature's mount point: the route passes it in.
 */
export function ProfilePage({ paymentPanel }: { paymentPanel?: ReactNode }) {
  const profile = useProfile();
  const preferences = usePreferences();
  const [current, select] = useTabInAddress(PROFILE_TABS);

  if (profile.isPending || preferences.isPending) {
    return (
      <p className="page" role="status">
        Carregando perfil...
      </p>
    );
  }
  if (profile.isError || preferences.isError) {
    return (
      <div className="page">
        <p role="alert">Falha ao carregar perfil do usuário.</p>
        <button type="button" className="button" onClick={() => Promise.all([profile.refetch(), preferences.refetch()])}>
          Tentar novamente
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
            <Link to={paths.supportTickets.path}>Meus chamados</Link>
          </p>
        </div>
      </header>
      <Tabs idPrefix="profile" label="Seções do perfil" tabs={PROFILE_TABS} current={current} onSelect={select} className="profile-tabs">
        {current === 'pessoal' && <PersonalTab key={p.id} profile={p} />}
        {current === 'notificacoes' && <NotificationsTab preferences={prefs} />}
        {current === 'pagamento' && (paymentPanel ?? <PaymentPlaceholder />)}
        {current === 'privacidade' && <PrivacyTab preferences={prefs} profile={p} />}
        {current === 'seguranca' && <SecurityPanel />}
      </Tabs>
    </div>
  );
}
