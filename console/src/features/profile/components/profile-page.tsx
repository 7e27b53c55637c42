import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
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
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

const PLAN_LABELS: Record<string, string> = { freemium: 'Freemium', professional: 'Professional', elite: 'Elite', admin: 'Administrativo' };

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
      {profile.selected_plan && <span className="profile-badge">Plano {PLAN_LABELS[profile.selected_plan] ?? profile.selected_plan}</span>}
      {!profile.premium && profile.role !== 'admin' && (
        <span className="profile-badge profile-badge--upsell">
          Conheça os planos <Link to={paths.pricing.path}>Professional e Elite</Link>
        </span>
      )}
    </div>
  );
}

/**
 * /profile (product-spec §2): four tabs kept in the address (?aba=), so /settings and links can
 * open one. `paymentPanel` is the billing feature's mount point: the route passes it in.
 */
export function ProfilePage({ paymentPanel }: { paymentPanel?: ReactNode }) {
  const profile = useProfile();
  const preferences = usePreferences();
  const [params, setParams] = useSearchParams();
  const current = PROFILE_TABS.find((t) => t.id === params.get('aba')) ?? PROFILE_TABS[0];
  const tabRefs = useRef(new Map<ProfileTabId, HTMLButtonElement>());
  useEffect(() => {
    tabRefs.current.get(current.id)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current.id]);

  const select = (id: ProfileTabId, focus = false) => {
    setParams(id === PROFILE_TABS[0].id ? {} : { aba: id }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(id)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = PROFILE_TABS.findIndex((t) => t.id === current.id);
    const n = PROFILE_TABS.length;
    const next = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    select(PROFILE_TABS[next]!.id, true);
  };

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
        </div>
      </header>
      <div className="profile-tabs" role="tablist" aria-label="Seções do perfil" onKeyDown={onKeyDown}>
        {PROFILE_TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) tabRefs.current.set(t.id, el);
            }}
            type="button"
            role="tab"
            id={`profile-tab-${t.id}`}
            aria-selected={t.id === current.id}
            aria-controls={t.id === current.id ? `profile-panel-${t.id}` : undefined}
            tabIndex={t.id === current.id ? 0 : -1}
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section className="profile-panel" role="tabpanel" id={`profile-panel-${current.id}`} aria-labelledby={`profile-tab-${current.id}`}>
        {current.id === 'pessoal' && <PersonalTab key={p.id} profile={p} />}
        {current.id === 'notificacoes' && <NotificationsTab preferences={prefs} />}
        {current.id === 'pagamento' && (paymentPanel ?? <PaymentPlaceholder />)}
        {current.id === 'privacidade' && <PrivacyTab preferences={prefs} profile={p} />}
      </section>
    </div>
  );
}
