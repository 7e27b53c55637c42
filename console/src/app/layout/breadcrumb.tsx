import { Link, useLocation } from 'react-router-dom';
import { supportPageLabel } from '../../config/features';
import { routeTable } from '../../config/routes';
import { useCrumbTitle } from './crumb-titles';

const LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  support: supportPageLabel,
  profile: 'Perfil',
  admin: 'Admin',
  login: 'Login',
  register: 'Registro',
  // The public pages' segments are English; their crumbs read in Portuguese like their titles.
  features: 'Recursos',
  pricing: 'Preços',
  about: 'Sobre',
  careers: 'Carreiras',
  press: 'Imprensa',
  help: 'Ajuda',
  contact: 'Contato',
  success: 'Sucesso',
  terms: 'Termos de Uso',
  privacy: 'Privacidade',
  disclaimer: 'Aviso Legal',
  gamification: 'Gamificação',
  reports: 'Relatórios',
  ferramentas: 'Ferramentas',
  'calculadora-ir-cripto': 'Calculadora de IR cripto',
  education: 'Educação',
  revisao: 'Revisão de hoje',
  chamados: 'Meus chamados',
  avaliacao: 'Avaliação do atendimento',
  confirmar: 'Confirmar',
  cancelar: 'Cancelar',
  newsletter: 'Newsletter',
  cookies: 'Política de Cookies',
  status: 'Status da Plataforma',
  'forgot-password': 'Esqueceu a senha',
  'reset-password': 'Nova senha',
  auth: 'Autenticação',
  callback: 'Retorno',
  community: 'Comunidade',
  regras: 'Regras',
  notificacoes: 'Notificações',
  t: 'Tópico',
  discussao: 'Discussão',
  analysis: 'Análise',
  article: 'Artigo',
  report: 'Relatório',
};

const label = (segment: string) => LABELS[segment] ?? segment.charAt(0).toUpperCase() + segment.slice(1);

/** Paths with a page of their own: only these crumbs link (/newsletter has none, its confirm page does). */
const pages = new Set<string>(routeTable.map((r) => r.path));

/** Hidden at the root (and, by CSS, on small screens); Home then one crumb per segment, linked when it is a page and not the last. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const titleOf = useCrumbTitle();
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label="Você está em">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {segments.map((segment, i) => {
          const last = i === segments.length - 1;
          const href = `/${segments.slice(0, i + 1).join('/')}`;
          const text = titleOf(href) ?? label(segment);
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
