import { paths } from './paths';

/**
 * THE FEATURE LIST: every product feature that a menu, the footer, a button or a piece of copy may
 * mention, with where it lives and whether it is there yet. Nothing links to, or promises, a feature
 * whose `available` is false: menus and buttons leave it out, copy marks it "em breve" (<ComingSoon>).
 *
 * Launching a feature (its owner does this in the branch that lands the page):
 *   1. add the page's path to `routeTable` (routes.ts) and the page to `pages` (app/router.tsx);
 *   2. set `available: true` below. The unit test (features.test.ts) refuses an available feature
 *      whose path the router does not serve, and the e2e link crawl (tests/e2e/links.spec.ts) follows
 *      every link of every role.
 */
export interface Feature {
  /** How menus name it. */
  label: string;
  /** The console path of its page; null when it has none of its own (it lives inside another page). */
  path: string | null;
  available: boolean;
  /** Who builds it (the area that flips the flag). */
  owner: string;
}

export const features = {
  survey: { label: 'Survey', path: paths.survey.path, available: true, owner: 'billing' },
  plans: { label: 'Planos', path: paths.plans.path, available: true, owner: 'billing' },
  /** Paying (Bitcoin, Lightning, PIX): the checkout page. */
  checkout: { label: 'Pagamento', path: paths.checkout.path, available: true, owner: 'billing' },
  profile: { label: 'Perfil', path: paths.profile.path, available: true, owner: 'profile' },
  settings: { label: 'Configurações', path: paths.settings.path, available: true, owner: 'profile' },
  trackRecord: { label: 'Histórico de análises', path: paths.trackRecord.path, available: true, owner: 'market' },
  /** The AI market analysis on the dashboard (alerts, macro notes, figures). */
  marketAnalysis: { label: 'Análises com IA', path: paths.dashboard.path, available: true, owner: 'market' },
  reports: { label: 'Relatórios', path: paths.reports.path, available: true, owner: 'reports' },
  /** The AI assistant of the support page (the ticket form there works today). */
  supportAi: { label: 'Suporte IA', path: null, available: true, owner: 'support' },
  blog: { label: 'Blog', path: paths.blog.path, available: true, owner: 'content' },
  /** The calculators of /ferramentas (DCA simulation, position size by risk): free for everyone signed in. */
  tools: { label: 'Ferramentas', path: paths.tools.path, available: true, owner: 'tools' },
  /** The crypto tax helper, a card of /ferramentas. */
  taxHelper: { label: 'Calculadora de IR cripto', path: paths.taxHelper.path, available: true, owner: 'tax' },
  /** The education tracks, lessons, quizzes and the spaced review (issue 23). */
  education: { label: 'Educação', path: paths.education.path, available: true, owner: 'education' },
  /** The members' community (issue 24): rooms, threads, the Elite VIP room. An external group (VITE_COMMUNITY_URL) is only an extra link on the support page. */
  community: { label: 'Comunidade', path: paths.community.path, available: true, owner: 'community' },
} as const satisfies Record<string, Feature>;

export type FeatureId = keyof typeof features;

export const isAvailable = (id: FeatureId): boolean => features[id].available;

/** The support page works today (tickets); it is "Suporte IA" once the assistant is there. */
export const supportPageLabel: string = isAvailable('supportAi') ? features.supportAi.label : 'Suporte';

/** The feature's page when it may be linked, otherwise null. */
export function featurePath(id: FeatureId): string | null {
  const feature: Feature = features[id];
  return feature.available ? feature.path : null;
}
