import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { featurePath } from '../../config/features';
import { paths } from '../../config/paths';
import { useAuth, type SessionUser } from '../../features/auth/auth-context';
import { toast } from '../../components/ui/toast';
import { useAnchorNav } from './use-anchor-nav';
import { NotificationBell } from '../../features/community/components/bell';
import { Avatar } from './user-badge';
import { LanguageSwitcher, translate, useI18n, type MessageKey } from '../../i18n';
import { FEATURE_LABEL, SUPPORT_PAGE_LABEL } from './feature-labels';

const anchors = [
  { id: 'product-showcase', label: 'layout.header.anchor.products' },
  { id: 'ai-features', label: 'layout.header.anchor.ai' },
  { id: 'pricing', label: 'layout.header.anchor.pricing' },
  { id: 'faq', label: 'layout.header.anchor.faq' },
] as const satisfies readonly { id: string; label: MessageKey }[];

interface NavItem {
  label: MessageKey;
  to: string;
  external?: boolean;
}

/** A menu entry for a feature of the feature list, only once its page exists. */
function featureItem(id: 'survey' | 'profile' | 'reports' | 'tools' | 'education' | 'community'): NavItem[] {
  const to = featurePath(id);
  return to ? [{ label: FEATURE_LABEL[id], to }] : [];
}

function signedInNav(user: SessionUser): NavItem[] {
  return [
    { label: 'layout.nav.dashboard', to: paths.dashboard.path },
    ...featureItem('survey'),
    ...featureItem('reports'),
    ...featureItem('tools'),
    ...featureItem('education'),
    ...featureItem('community'),
    ...(user.role === 'admin' ? [{ label: 'layout.nav.status' as const, to: paths.status.path }] : []),
    // Served by the API, outside the console's router.
    { label: 'layout.nav.apiDocs', to: paths.apiDocs.path, external: true },
    { label: SUPPORT_PAGE_LABEL, to: paths.support.path },
  ];
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useI18n();
  if (item.external) {
    const outside = item.to.startsWith('http');
    return (
      <a href={item.to} onClick={onNavigate} {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {t(item.label)}
      </a>
    );
  }
  return (
    <NavLink to={item.to} onClick={onNavigate}>
      {t(item.label)}
    </NavLink>
  );
}

function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut(): void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const items: NavItem[] = [
    ...featureItem('profile'),
    ...(user.role === 'admin' ? [{ label: 'layout.nav.admin' as const, to: paths.admin.path, external: true }] : []),
    ...featureItem('survey'),
    ...featureItem('reports'),
    ...featureItem('tools'),
    { label: 'layout.nav.dashboard', to: paths.dashboard.path },
    { label: 'layout.nav.gamification', to: paths.gamification.path },
  ];
  return (
    <div className="user-menu" ref={ref}>
      <button type="button" className="user-menu__trigger" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)}>
        <Avatar user={user} />
        {/* The visible name folds away on small screens; the button keeps its accessible name (axe button-name). */}
        <span className="user-menu__name" aria-hidden="true">
          {user.name}
        </span>
        <span className="visually-hidden">{user.name}</span>
      </button>
      {open && (
        <ul className="user-menu__list">
          {items.map((item) => (
            <li key={item.label}>
              <NavEntry item={item} onNavigate={() => setOpen(false)} />
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={onSignOut}>
              {t('layout.nav.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Leaves the page, then ends the session. */
function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async function handleSignOut() {
    try {
      // Leave the page first: on a signed-in page the login guard would otherwise answer the
      // cleared session by sending the person to /login.
      await navigate(paths.home.path);
      await signOut();
      toast('success', translate('layout.header.signedOut'));
    } catch {
      toast('error', translate('layout.header.signOutFailed'));
    }
  };
}

function AnchorLinks({ onDone }: { onDone?: () => void }) {
  const goToAnchor = useAnchorNav();
  const { t } = useI18n();
  return (
    <>
      {anchors.map((a) => (
        <a
          key={a.id}
          href={`/#${a.id}`}
          onClick={(e) => {
            e.preventDefault();
            onDone?.();
            goToAnchor(a.id);
          }}
        >
          {t(a.label)}
        </a>
      ))}
    </>
  );
}

export function Header() {
  const { state } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const handleSignOut = useSignOut();
  const user = state.status === 'signed-in' ? state.user : null;
  const { t } = useI18n();

  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Logo />
        <nav className="topbar__nav" aria-label={t('layout.header.mainNav')}>
          {user ? signedInNav(user).map((item) => <NavEntry key={item.label} item={item} />) : <AnchorLinks />}
        </nav>
        <div className="topbar__actions">
          {user ? (
            <>
              {featurePath('community') && <NotificationBell />}
              <UserMenu user={user} onSignOut={handleSignOut} />
            </>
          ) : state.status === 'signed-out' ? (
            <>
              <LanguageSwitcher className="language-switcher topbar__wide-only" />
              <Link to={paths.login.path} className="button button--ghost topbar__wide-only">
                {t('layout.nav.login')}
              </Link>
              <Link to={paths.register.path} className="button">
                {t('layout.nav.register')}
              </Link>
            </>
          ) : null}
          <button
            type="button"
            className="topbar__burger"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('layout.header.closeMenu') : t('layout.header.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span>
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu user={user} onClose={() => setMenuOpen(false)} onSignOut={handleSignOut} />}
    </header>
  );
}

function Logo() {
  const { t } = useI18n();
  return (
    <Link to={paths.home.path} className="topbar__logo" aria-label={t('layout.header.home')}>
      <span className="topbar__pi" aria-hidden="true">
        π
      </span>{' '}
      Boost
    </Link>
  );
}

function MobileMenu({ user, onClose, onSignOut }: { user: SessionUser | null; onClose(): void; onSignOut(): void }) {
  const { t } = useI18n();
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label={t('layout.header.mobileNav')}>
      {user ? (
        <>
          {signedInNav(user)
            .filter((item) => item.to !== paths.apiDocs.path)
            .map((item) => (
              <NavEntry key={item.label} item={item} onNavigate={onClose} />
            ))}
          {featureItem('profile').map((item) => (
            <NavEntry key={item.label} item={item} onNavigate={onClose} />
          ))}
          <button type="button" className="link-button" onClick={onSignOut}>
            {t('layout.nav.signOut')}
          </button>
        </>
      ) : (
        <>
          <AnchorLinks onDone={onClose} />
          <NavEntry item={{ label: 'layout.nav.login', to: paths.login.path }} />
          <LanguageSwitcher className="language-switcher" />
        </>
      )}
    </nav>
  );
}
