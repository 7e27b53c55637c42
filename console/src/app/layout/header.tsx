import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { featurePath, features, supportPageLabel } from '../../config/features';
import { paths } from '../../config/paths';
import { useAuth, type SessionUser } from '../../features/auth/auth-context';
import { toast } from '../../components/ui/toast';
import { useAnchorNav } from './use-anchor-nav';
import { NotificationBell } from '../../features/community/components/bell';
import { Avatar } from './user-badge';

const anchors = [
  { id: 'product-showcase', label: 'Produtos' },
  { id: 'ai-features', label: 'IA' },
  { id: 'pricing', label: 'Preços' },
  { id: 'faq', label: 'FAQ' },
] as const;

interface NavItem {
  label: string;
  to: string;
  external?: boolean;
}

/** A menu entry for a feature of the feature list, only once its page exists. */
function featureItem(id: 'survey' | 'profile' | 'reports' | 'tools' | 'education' | 'community'): NavItem[] {
  const to = featurePath(id);
  return to ? [{ label: features[id].label, to }] : [];
}

function signedInNav(user: SessionUser): NavItem[] {
  return [
    { label: 'Dashboard', to: paths.dashboard.path },
    ...featureItem('survey'),
    ...featureItem('reports'),
    ...featureItem('tools'),
    ...featureItem('education'),
    ...featureItem('community'),
    ...(user.role === 'admin' ? [{ label: 'Status da Plataforma', to: paths.status.path }] : []),
    // Served by the API, outside the console's router.
    { label: 'API Docs', to: paths.apiDocs.path, external: true },
    { label: supportPageLabel, to: paths.support.path },
  ];
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (item.external) {
    const outside = item.to.startsWith('http');
    return (
      <a href={item.to} onClick={onNavigate} {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink to={item.to} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut(): void }) {
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
    ...(user.role === 'admin' ? [{ label: 'Admin', to: paths.admin.path, external: true }] : []),
    ...featureItem('survey'),
    ...featureItem('reports'),
    ...featureItem('tools'),
    { label: 'Dashboard', to: paths.dashboard.path },
    { label: 'Central de Gamificação', to: paths.gamification.path },
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
              Sair
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
      toast('success', 'Logout realizado com sucesso!');
    } catch {
      toast('error', 'Erro ao fazer logout. Tente novamente.');
    }
  };
}

function AnchorLinks({ onDone }: { onDone?: () => void }) {
  const goToAnchor = useAnchorNav();
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
          {a.label}
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

  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Logo />
        <nav className="topbar__nav" aria-label="Principal">
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
              <Link to={paths.login.path} className="button button--ghost topbar__wide-only">
                Login
              </Link>
              <Link to={paths.register.path} className="button">
                Registrar
              </Link>
            </>
          ) : null}
          <button
            type="button"
            className="topbar__burger"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
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
  return (
    <Link to={paths.home.path} className="topbar__logo" aria-label="π Boost, página inicial">
      <span className="topbar__pi" aria-hidden="true">
        π
      </span>{' '}
      Boost
    </Link>
  );
}

function MobileMenu({ user, onClose, onSignOut }: { user: SessionUser | null; onClose(): void; onSignOut(): void }) {
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Menu">
      {user ? (
        <>
          {signedInNav(user)
            .filter((item) => item.label !== 'API Docs')
            .map((item) => (
              <NavEntry key={item.label} item={item} onNavigate={onClose} />
            ))}
          {featureItem('profile').map((item) => (
            <NavEntry key={item.label} item={item} onNavigate={onClose} />
          ))}
          <button type="button" className="link-button" onClick={onSignOut}>
            Sair
          </button>
        </>
      ) : (
        <>
          <AnchorLinks onDone={onClose} />
          <NavEntry item={{ label: 'Login', to: paths.login.path }} />
        </>
      )}
    </nav>
  );
}
