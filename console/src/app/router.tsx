import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { RouteError } from '../components/errors/route-error';

// Every page is its own chunk, so `/` downloads only what the landing needs.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const router = createBrowserRouter([
  {
    path: paths.home.path,
    ErrorBoundary: RouteError,
    // Nothing to show before the first page's chunk arrives; an explicit empty fallback keeps
    // React Router from warning about it.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
