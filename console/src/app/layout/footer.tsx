import { Link } from 'react-router-dom';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { featurePath } from '../../config/features';
import { socialLinks } from '../../config/links';
import { paths } from '../../config/paths';
import { useAuth, type SessionUser } from '../../features/auth/auth-context';
import { NewsletterForm } from '../../features/contact/components/newsletter-form';
import { LanguageSwitcher, useI18n, type MessageKey } from '../../i18n';
import { FEATURE_LABEL, SUPPORT_PAGE_LABEL } from './feature-labels';
import { PersonLanguageSwitcher } from './person-language-switcher';
import { SyncedNote } from './session-notice';

interface FooterLink {
  label: MessageKey;
  to: string;
  external?: boolean;
}

const FOUNDED = 2023;

/** The first column: the platform's pages for a signed-in person, the product's for a visitor. */
function productLinks(user: SessionUser | null): FooterLink[] {
  return user
    ? [
        { label: 'layout.nav.dashboard', to: paths.dashboard.path },
        ...(featurePath('tools') ? [{ label: FEATURE_LABEL.tools, to: paths.tools.path }] : []),
        ...(featurePath('education') ? [{ label: FEATURE_LABEL.education, to: paths.education.path }] : []),
        ...(featurePath('community') ? [{ label: FEATURE_LABEL.community, to: paths.community.path }] : []),
        { label: SUPPORT_PAGE_LABEL, to: paths.support.path },
        { label: 'layout.footer.help', to: paths.help.path },
        { label: 'layout.footer.contact', to: paths.contact.path },
        { label: 'layout.nav.apiDocs', to: paths.apiDocs.path, external: true },
        ...(user.role === 'admin' ? [{ label: 'layout.nav.status' as const, to: paths.status.path }] : []),
      ]
    : [
        { label: 'layout.footer.features', to: paths.features.path },
        { label: 'layout.footer.pricing', to: paths.pricing.path },
        { label: 'layout.footer.about', to: paths.about.path },
        { label: 'layout.footer.help', to: paths.help.path },
        { label: 'layout.footer.contact', to: paths.contact.path },
      ];
}

const LEGAL: FooterLink[] = [
  { label: 'layout.footer.terms', to: paths.terms.path },
  { label: 'layout.footer.privacy', to: paths.privacy.path },
  { label: 'layout.footer.cookies', to: paths.cookies.path },
  { label: 'layout.footer.disclaimer', to: paths.disclaimer.path },
];

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useI18n();
  return (
    <div className="footer__column">
      <h2 className="footer__title">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            {l.external ? (
              <a href={l.to} {...(l.to.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {t(l.label)}
              </a>
            ) : (
              <Link to={l.to}>{t(l.label)}</Link>
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
  const { t } = useI18n();
  const company: FooterLink[] = [
    { label: 'layout.footer.about', to: paths.about.path },
    { label: 'layout.footer.careers', to: paths.careers.path },
    ...(featurePath('blog') ? [{ label: FEATURE_LABEL.blog, to: paths.blog.path }] : []),
    { label: 'layout.footer.press', to: paths.press.path },
  ];
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__brand">
          <p className="footer__logo">
            <span aria-hidden="true">π</span> Boost
          </p>
          <p>{t('layout.footer.tagline')}</p>
          <NewsletterForm source="footer" />
        </div>
        <FooterColumn title={user ? t('layout.footer.platform') : t('layout.footer.product')} links={productLinks(user)} />
        <FooterColumn title={t('layout.footer.company')} links={company} />
        <FooterColumn title={t('layout.footer.legal')} links={LEGAL} />
      </div>
      <FooterBottom signedIn={user !== null} />
    </footer>
  );
}

function FooterBottom({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  return (
    <div className="footer__bottom">
      <p>
        © {FOUNDED}–{new Date().getFullYear()} {DATA_CONTROLLER.name} · <a href={`mailto:${DATA_CONTROLLER.contactEmail}`}>{DATA_CONTROLLER.contactEmail}</a>
      </p>
      {signedIn ? <PersonLanguageSwitcher className="language-switcher" /> : <LanguageSwitcher className="language-switcher" />}
      <SyncedNote />
      {socialLinks.length > 0 && (
        <ul className="footer__social" aria-label={t('layout.footer.social')}>
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
