import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { RouteError } from '../components/errors/route-error';
import { AppLayout } from './layout/app-layout';
// The landing is the page most visitors open first: it ships in the main bundle, sparing a round trip
// before the hero can paint. Its sections below the fold still load lazily.
import LandingRoute from './routes/landing';

// Every page is its own chunk, so `/` downloads only what the landing needs.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const router = createBrowserRouter([
  {
    path: paths.home.path,
    Component: AppLayout,
    ErrorBoundary: RouteError,
    // Nothing to show before the first page's chunk arrives; an explicit empty fallback keeps
    // React Router from warning about it.
    HydrateFallback: () => null,
    children: [
      { index: true, Component: LandingRoute },

      // identity (issue 3)
      { path: paths.login.path, lazy: page(() => import('./routes/auth/login')) },
      { path: paths.register.path, lazy: page(() => import('./routes/auth/register')) },
      { path: paths.authCallback.path, lazy: page(() => import('./routes/auth/callback')) },
      { path: paths.forgotPassword.path, lazy: page(() => import('./routes/auth/forgot-password')) },
      { path: paths.resetPassword.path, lazy: page(() => import('./routes/auth/reset-password')) },

      // public site (issue 4)
      { path: paths.features.path, lazy: page(() => import('./routes/site/features')) },
      { path: paths.pricing.path, lazy: page(() => import('./routes/site/pricing')) },
      { path: paths.about.path, lazy: page(() => import('./routes/site/about')) },
      { path: paths.careers.path, lazy: page(() => import('./routes/site/careers')) },
      { path: paths.press.path, lazy: page(() => import('./routes/site/press')) },
      { path: paths.help.path, lazy: page(() => import('./routes/site/help')) },
      { path: paths.contact.path, lazy: page(() => import('./routes/site/contact')) },
      { path: paths.support.path, lazy: page(() => import('./routes/site/support')) },
      { path: paths.success.path, lazy: page(() => import('./routes/site/success')) },
      { path: paths.newsletterConfirm.path, lazy: page(() => import('./routes/site/newsletter-confirm')) },
      { path: paths.newsletterCancel.path, lazy: page(() => import('./routes/site/newsletter-cancel')) },
      { path: paths.terms.path, lazy: page(() => import('./routes/legal/terms')) },
      { path: paths.privacy.path, lazy: page(() => import('./routes/legal/privacy')) },
      { path: paths.cookies.path, lazy: page(() => import('./routes/legal/cookies')) },
      { path: paths.disclaimer.path, lazy: page(() => import('./routes/legal/disclaimer')) },

      // signed in (product-spec §2): the login guard, then the CPF/consent guard (its modal is a chunk of its own)
      {
        lazy: async () => ({ Component: (await import('../features/auth/guards')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/auth/guards')).RequireCompleteProfile }),
            children: [
              { path: paths.dashboard.path, lazy: page(() => import('./routes/dashboard')) },
              { path: paths.gamification.path, lazy: page(() => import('./routes/gamification')) },
              { path: paths.profile.path, lazy: page(() => import('./routes/profile')) },
              { path: paths.settings.path, lazy: page(() => import('./routes/settings')) },
              {
                lazy: async () => ({ Component: (await import('../features/auth/guards')).RequireAdmin }),
                children: [{ path: paths.status.path, lazy: page(() => import('./routes/status')) }],
              },
            ],
          },
        ],
      },

      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
