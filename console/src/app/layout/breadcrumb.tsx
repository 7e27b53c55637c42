import { Link, useLocation } from 'react-router-dom';
import { routeTable } from '../../config/routes';
import { useI18n, type MessageKey } from '../../i18n';
import { useCrumbTitle } from './crumb-titles';
import { SUPPORT_PAGE_LABEL } from './feature-labels';

const LABELS: Record<string, MessageKey> = {
  dashboard: 'layout.crumb.dashboard',
  support: SUPPORT_PAGE_LABEL,
  profile: 'layout.crumb.profile',
  admin: 'layout.crumb.admin',
  login: 'layout.crumb.login',
  register: 'layout.crumb.register',
  // The public pages' segments are English; their crumbs read in the person's language like their titles.
  features: 'layout.crumb.features',
  pricing: 'layout.crumb.pricing',
  about: 'layout.crumb.about',
  careers: 'layout.crumb.careers',
  press: 'layout.crumb.press',
  help: 'layout.crumb.help',
  contact: 'layout.crumb.contact',
  success: 'layout.crumb.success',
  terms: 'layout.crumb.terms',
  privacy: 'layout.crumb.privacy',
  disclaimer: 'layout.crumb.disclaimer',
  gamification: 'layout.crumb.gamification',
  reports: 'layout.crumb.reports',
  ferramentas: 'layout.crumb.tools',
  'calculadora-ir-cripto': 'layout.crumb.taxHelper',
  education: 'layout.crumb.education',
  revisao: 'layout.crumb.review',
  chamados: 'layout.crumb.tickets',
  avaliacao: 'layout.crumb.satisfaction',
  confirmar: 'layout.crumb.confirm',
  cancelar: 'layout.crumb.cancel',
  newsletter: 'layout.crumb.newsletter',
  cookies: 'layout.crumb.cookies',
  status: 'layout.crumb.status',
  'forgot-password': 'layout.crumb.forgotPassword',
  'reset-password': 'layout.crumb.resetPassword',
  auth: 'layout.crumb.auth',
  callback: 'layout.crumb.callback',
  community: 'layout.crumb.community',
  regras: 'layout.crumb.rules',
  notificacoes: 'layout.crumb.notifications',
  t: 'layout.crumb.topic',
  discussao: 'layout.crumb.discussion',
  analysis: 'layout.crumb.analysis',
  article: 'layout.crumb.article',
  report: 'layout.crumb.report',
  checkout: 'layout.crumb.checkout',
  plans: 'layout.crumb.plans',
  survey: 'layout.crumb.survey',
  presentear: 'layout.crumb.giftBuy',
  presente: 'layout.crumb.giftRedeem',
};

function label(segment: string, t: (key: MessageKey) => string): string {
  const key = LABELS[segment];
  return key ? t(key) : segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** Paths with a page of their own: only these crumbs link (/newsletter has none, its confirm page does). */
const pages = new Set<string>(routeTable.map((r) => r.path));

/** Hidden at the root (and, by CSS, on small screens); Home then one crumb per segment, linked when it is a page and not the last. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const titleOf = useCrumbTitle();
  const { t } = useI18n();
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={t('layout.crumb.nav')}>
      <ol>
        <li>
          <Link to="/">{t('layout.crumb.home')}</Link>
        </li>
        {segments.map((segment, i) => {
          const last = i === segments.length - 1;
          const href = `/${segments.slice(0, i + 1).join('/')}`;
          const text = titleOf(href) ?? label(segment, t);
          return (
            <li key={href}>
              {last ? <span aria-current="page">{text}</span> : pages.has(href) ? <Link to={href}>{text}</Link> : <span>{text}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
