import { Link } from 'react-router-dom';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { featurePath, features, supportPageLabel } from '../../config/features';
import { socialLinks } from '../../config/links';
import { paths } from '../../config/paths';
import { useAuth, type SessionUser } from '../../features/auth/auth-context';
import { NewsletterForm } from '../../features/contact/components/newsletter-form';
import { SyncedNote } from './session-notice';

interface FooterLink {
  label: string;
  to: string;
  external?: boolean;
}

const FOUNDED = 2023;

/** The first column: the platform's pages for a signed-in person, the product's for a visitor. */
function productLinks(user: SessionUser | null): FooterLink[] {
  return user
    ? [
        { label: 'Dashboard', to: paths.dashboard.path },
        ...(featurePath('tools') ? [{ label: features.tools.label, to: paths.tools.path }] : []),
        ...(featurePath('education') ? [{ label: features.education.label, to: paths.education.path }] : []),
        ...(featurePath('community') ? [{ label: features.community.label, to: paths.community.path }] : []),
        { label: supportPageLabel, to: paths.support.path },
        { label: 'Ajuda', to: paths.help.path },
        { label: 'Contato', to: paths.contact.path },
        { label: 'API Docs', to: paths.apiDocs.path, external: true },
        ...(user.role === 'admin' ? [{ label: 'Status da Plataforma', to: paths.status.path }] : []),
      ]
    : [
        { label: 'Recursos', to: paths.features.path },
        { label: 'Preços', to: paths.pricing.path },
        { label: 'Sobre', to: paths.about.path },
        { label: 'Ajuda', to: paths.help.path },
        { label: 'Contato', to: paths.contact.path },
      ];
}

const LEGAL: FooterLink[] = [
  { label: 'Termos de Uso', to: paths.terms.path },
  { label: 'Política de Privacidade', to: paths.privacy.path },
  { label: 'Política de Cookies', to: paths.cookies.path },
  { label: 'Aviso Legal', to: paths.disclaimer.path },
];

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div className="footer__column">
      <h2 className="footer__title">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            {l.external ? (
              <a href={l.to} {...(l.to.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {l.label}
              </a>
            ) : (
              <Link to={l.to}>{l.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { state } = useAuth();
  const user = state.status === 'signed-in' ? state.user : null;
  const company: FooterLink[] = [
    { label: 'Sobre', to: paths.about.path },
    { label: 'Carreiras', to: paths.careers.path },
    ...(featurePath('blog') ? [{ label: features.blog.label, to: paths.blog.path }] : []),
    { label: 'Imprensa', to: paths.press.path },
  ];
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__brand">
          <p className="footer__logo">
            <span aria-hidden="true">π</span> Boost
          </p>
          <p>Análises de criptomoedas com inteligência artificial, em português. Não executamos ordens nem guardamos seus recursos.</p>
          <NewsletterForm source="footer" />
        </div>
        <FooterColumn title={user ? 'Plataforma' : 'Produto'} links={productLinks(user)} />
        <FooterColumn title="Empresa" links={company} />
        <FooterColumn title="Legal" links={LEGAL} />
      </div>
      <FooterBottom />
    </footer>
  );
}

function FooterBottom() {
  return (
    <div className="footer__bottom">
      <p>
        © {FOUNDED}–{new Date().getFullYear()} {DATA_CONTROLLER.name} · <a href={`mailto:${DATA_CONTROLLER.contactEmail}`}>{DATA_CONTROLLER.contactEmail}</a>
      </p>
      <SyncedNote />
      {socialLinks.length > 0 && (
        <ul className="footer__social" aria-label="Redes sociais">
          {socialLinks.map((s) => (
            <li key={s.href}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
