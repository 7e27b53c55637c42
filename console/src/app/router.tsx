import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { routeTable, type Access, type RoutePath } from '../config/routes';
import { RouteError } from '../components/errors/route-error';
import { AppLayout } from './layout/app-layout';
// The landing is the page most visitors open first: it ships in the main bundle, sparing a round trip
// before the hero can paint. Its sections below the fold still load lazily.
import LandingRoute from './routes/landing';

type Page = Pick<RouteObject, 'Component' | 'lazy'>;

// Every page is its own chunk, so `/` downloads only what the landing needs.
const page = (load: () => Promise<{ default: ComponentType }>): Page => ({ lazy: async () => ({ Component: (await load()).default }) });

/** One page per path of the route table (config/routes.ts): the type refuses a missing or an extra one. */
const pages: Record<RoutePath, Page> = {
  [paths.home.path]: { Component: LandingRoute },

  // identity (issue 3)
  [paths.login.path]: page(() => import('./routes/auth/login')),
  [paths.register.path]: page(() => import('./routes/auth/register')),
  [paths.authCallback.path]: page(() => import('./routes/auth/callback')),
  [paths.forgotPassword.path]: page(() => import('./routes/auth/forgot-password')),
  [paths.resetPassword.path]: page(() => import('./routes/auth/reset-password')),

  // public site (issue 4)
  [paths.features.path]: page(() => import('./routes/site/features')),
  [paths.pricing.path]: page(() => import('./routes/site/pricing')),
  [paths.about.path]: page(() => import('./routes/site/about')),
  [paths.survey.path]: page(() => import('./routes/survey')),
  [paths.checkout.path]: page(() => import('./routes/checkout')),
  [paths.plans.path]: page(() => import('./routes/plans')),
  [paths.giftBuy.path]: page(() => import('./routes/gift-buy')),
  [paths.giftRedeem.path]: page(() => import('./routes/gift-redeem')),
  [paths.trackRecord.path]: page(() => import('./routes/site/track-record')),
  [paths.careers.path]: page(() => import('./routes/site/careers')),
  [paths.press.path]: page(() => import('./routes/site/press')),
  [paths.blog.path]: page(() => import('./routes/site/blog')),
  [paths.blogArticle.path]: page(() => import('./routes/site/blog-article')),
  [paths.help.path]: page(() => import('./routes/site/help')),
  [paths.contact.path]: page(() => import('./routes/site/contact')),
  [paths.support.path]: page(() => import('./routes/site/support')),
  [paths.success.path]: page(() => import('./routes/site/success')),
  [paths.newsletterConfirm.path]: page(() => import('./routes/site/newsletter-confirm')),
  [paths.newsletterCancel.path]: page(() => import('./routes/site/newsletter-cancel')),
  [paths.reportsCancel.path]: page(() => import('./routes/site/reports-cancel')),
  [paths.satisfaction.path]: page(() => import('./routes/site/satisfaction')),
  [paths.terms.path]: page(() => import('./routes/legal/terms')),
  [paths.privacy.path]: page(() => import('./routes/legal/privacy')),
  [paths.cookies.path]: page(() => import('./routes/legal/cookies')),
  [paths.disclaimer.path]: page(() => import('./routes/legal/disclaimer')),

  // signed in
  [paths.dashboard.path]: page(() => import('./routes/dashboard')),
  [paths.gamification.path]: page(() => import('./routes/gamification')),
  [paths.tools.path]: page(() => import('./routes/tools')),
  [paths.education.path]: page(() => import('./routes/education/tracks')),
  [paths.educationLesson.path]: page(() => import('./routes/education/lesson')),
  [paths.educationReview.path]: page(() => import('./routes/education/review')),
  [paths.reports.path]: page(() => import('./routes/reports')),
  [paths.taxHelper.path]: page(() => import('./routes/tax-helper')),
  [paths.profile.path]: page(() => import('./routes/profile')),
  [paths.settings.path]: page(() => import('./routes/settings')),
  [paths.supportTickets.path]: page(() => import('./routes/support-tickets')),
  [paths.supportTicket.path]: page(() => import('./routes/support-ticket')),
  [paths.status.path]: page(() => import('./routes/status')),

  // community (issue 24)
  [paths.community.path]: page(() => import('./routes/community/rooms')),
  [paths.communityRules.path]: page(() => import('./routes/community/rules')),
  [paths.communityNotifications.path]: page(() => import('./routes/community/notifications')),
  [paths.communityRoom.path]: page(() => import('./routes/community/room')),
  [paths.communityThread.path]: page(() => import('./routes/community/thread')),
  [paths.communityDiscussion.path]: page(() => import('./routes/community/discussion')),
};

const routesFor = (access: Access): RouteObject[] =>
  routeTable.filter((r) => r.access === access).map((r) => (r.path === paths.home.path ? { index: true, ...pages[r.path] } : { path: r.path, ...pages[r.path] }));

const guard = (name: 'RequireAuth' | 'RequireCompleteProfile' | 'RequireAdmin') => async () => ({
  Component: (await import('../features/auth/guards'))[name],
});

const router = createBrowserRouter([
  {
    path: paths.home.path,
    Component: AppLayout,
    ErrorBoundary: RouteError,
    // Nothing to show before the first page's chunk arrives; an explicit empty fallback keeps
    // React Router from warning about it.
    HydrateFallback: () => null,
    children: [
      ...routesFor('public'),
      // signed in (product-spec §2): the login guard, then the CPF/consent guard (its modal is a chunk of its own)
      {
        lazy: guard('RequireAuth'),
        children: [
          {
            lazy: guard('RequireCompleteProfile'),
            children: [...routesFor('signed-in'), { lazy: guard('RequireAdmin'), children: routesFor('admin') }],
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
