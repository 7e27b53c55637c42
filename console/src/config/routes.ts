import { paths } from './paths';

// The console's route table: every page the router serves, and who may open it. It is the one list
// of what exists:
// - the router (app/router.tsx) must give each path here a page, and nothing else (a type checks it);
// - the build writes it to dist/routes.json, which the server reads to answer every other path with
//   HTTP 404 (and the console's 404 page), so monitors and crawlers see the truth;
// - activity tracking and the feature list (features.ts) link only to what is listed here.
// A new page: add its path here and its page in router.tsx, then flip its feature in features.ts.

export type Access = 'public' | 'signed-in' | 'admin';

export const routeTable = [
  { path: paths.home.path, access: 'public' },

  // identity
  { path: paths.login.path, access: 'public' },
  { path: paths.register.path, access: 'public' },
  { path: paths.authCallback.path, access: 'public' },
  { path: paths.forgotPassword.path, access: 'public' },
  { path: paths.resetPassword.path, access: 'public' },

  // public site
  { path: paths.features.path, access: 'public' },
  { path: paths.pricing.path, access: 'public' },
  { path: paths.about.path, access: 'public' },
  { path: paths.trackRecord.path, access: 'public' },
  { path: paths.careers.path, access: 'public' },
  { path: paths.press.path, access: 'public' },
  { path: paths.blog.path, access: 'public' },
  { path: paths.blogArticle.path, access: 'public' },
  { path: paths.help.path, access: 'public' },
  { path: paths.contact.path, access: 'public' },
  { path: paths.support.path, access: 'public' },
  { path: paths.success.path, access: 'public' },
  { path: paths.newsletterConfirm.path, access: 'public' },
  { path: paths.newsletterCancel.path, access: 'public' },
  { path: paths.reportsCancel.path, access: 'public' },
  { path: paths.satisfaction.path, access: 'public' },
  { path: paths.terms.path, access: 'public' },
  { path: paths.privacy.path, access: 'public' },
  { path: paths.cookies.path, access: 'public' },
  { path: paths.disclaimer.path, access: 'public' },

  // billing: the survey asks a visitor to sign in, the checkout shows them "Acesso Restrito" (product-spec §2, §3, §5)
  { path: paths.survey.path, access: 'public' },
  { path: paths.checkout.path, access: 'public' },
  // gifts (issue 26): the link's page opens signed out (it says what the gift is and asks to sign in)
  { path: paths.giftRedeem.path, access: 'public' },

  // signed in, profile complete
  { path: paths.dashboard.path, access: 'signed-in' },
  { path: paths.gamification.path, access: 'signed-in' },
  { path: paths.tools.path, access: 'signed-in' },
  { path: paths.education.path, access: 'signed-in' },
  { path: paths.educationLesson.path, access: 'signed-in' },
  { path: paths.educationReview.path, access: 'signed-in' },
  { path: paths.reports.path, access: 'signed-in' },
  { path: paths.taxHelper.path, access: 'signed-in' },
  { path: paths.plans.path, access: 'signed-in' },
  { path: paths.profile.path, access: 'signed-in' },
  { path: paths.giftBuy.path, access: 'signed-in' },
  { path: paths.settings.path, access: 'signed-in' },
  { path: paths.supportTickets.path, access: 'signed-in' },
  { path: paths.supportTicket.path, access: 'signed-in' },
  { path: paths.community.path, access: 'signed-in' },
  { path: paths.communityRules.path, access: 'signed-in' },
  { path: paths.communityNotifications.path, access: 'signed-in' },
  { path: paths.communityRoom.path, access: 'signed-in' },
  { path: paths.communityThread.path, access: 'signed-in' },
  { path: paths.communityDiscussion.path, access: 'signed-in' },
  { path: paths.status.path, access: 'admin' },
] as const satisfies readonly { path: string; access: Access }[];

export type RoutePath = (typeof routeTable)[number]['path'];

const known: ReadonlySet<string> = new Set(routeTable.map((r) => r.path));

/** Whether the console has a page at `path` (a path without query or hash). */
export function isConsoleRoute(path: string): boolean {
  return known.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}
