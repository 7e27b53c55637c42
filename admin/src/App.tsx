import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import inbox from './inbox';
import { AdminOnly } from './layout/AccessDenied';
import { AppLayout } from './layout/Layout';
import newsletter from './newsletter';
import outbox from './outbox';
import deadLetters from './dead-letters';
import events from './events';
import projections from './projections';
import { users } from './users';
import { auditLog } from './audit-log';
import { gifts, invoices, subscriptions } from './billing';
import { assistantConversations } from './assistant';
import { lazyPage } from './lib/lazy';

// Every page is its own chunk, loaded when first shown.
const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');
const AnalyticsPage = lazyPage(() => import('./analytics/AnalyticsPage'), 'AnalyticsPage');
const ExportsPage = lazyPage(() => import('./operations/ExportsPage'), 'ExportsPage');
const PlatformStatusPage = lazyPage(() => import('./platform-status/PlatformStatusPage'), 'PlatformStatusPage');
const MarketPage = lazyPage(() => import('./market/MarketPage'), 'MarketPage');
const ContentPage = lazyPage(() => import('./content/ContentPage'), 'ContentPage');
const RevenuePage = lazyPage(() => import('./billing/RevenuePage'), 'RevenuePage');
const PrivacyRequestsPage = lazyPage(() => import('./privacy/PrivacyRequestsPage'), 'PrivacyRequestsPage');
const EducationPage = lazyPage(() => import('./education/EducationPage'), 'EducationPage');
const MacrosPage = lazyPage(() => import('./inbox/MacrosPage'), 'MacrosPage');
const LessonEditPage = lazyPage(() => import('./education/LessonEditPage'), 'LessonEditPage');
const CommunityPage = lazyPage(() => import('./community/CommunityPage'), 'CommunityPage');
const LeaguesPage = lazyPage(() => import('./leagues/LeaguesPage'), 'LeaguesPage');

export function App() {
  return (
    <Admin
      title="π Boost · Back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      requireAuth
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AppLayout}
      defaultTheme="dark"
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/status" element={<PlatformStatusPage />} />
        <Route
          path="/analytics"
          element={
            <AdminOnly title="layout.menu.analytics">
              <AnalyticsPage />
            </AdminOnly>
          }
        />
        <Route path="/exports" element={<ExportsPage />} />
        <Route
          path="/market"
          element={
            <AdminOnly title="layout.menu.market">
              <MarketPage />
            </AdminOnly>
          }
        />
        <Route
          path="/content"
          element={
            <AdminOnly title="layout.menu.content">
              <ContentPage />
            </AdminOnly>
          }
        />
        <Route
          path="/revenue"
          element={
            <AdminOnly title="layout.menu.revenue">
              <RevenuePage />
            </AdminOnly>
          }
        />
        <Route path="/privacy-requests" element={<PrivacyRequestsPage />} />
        <Route
          path="/support-macros"
          element={
            <AdminOnly title="layout.menu.macros">
              <MacrosPage />
            </AdminOnly>
          }
        />
        {/* Support and admins moderate; the rooms section is for admins (the API answers support 403). */}
        <Route path="/community" element={<CommunityPage />} />
        {/* League health and boosts granted (issue 25): read-only figures, support reads them too. */}
        <Route path="/leagues" element={<LeaguesPage />} />
        {/* Support reads the lessons and their figures; editing and publishing a version is for admins. */}
        <Route path="/education" element={<EducationPage />} />
        <Route
          path="/education/:lessonId"
          element={
            <AdminOnly title="layout.app.editLesson">
              <LessonEditPage />
            </AdminOnly>
          }
        />
      </CustomRoutes>
      <Resource name="users" {...users} />
      <Resource name="audit-log" {...auditLog} />
      <Resource name="billing/invoices" {...invoices} />
      <Resource name="billing/subscriptions" {...subscriptions} />
      <Resource name="billing/gifts" {...gifts} />
      <Resource name="inbox" {...inbox} />
      <Resource name="inbox-assignees" recordRepresentation="name" />
      <Resource name="assistant/conversations" {...assistantConversations} />
      <Resource name="newsletter" {...newsletter} />
      <Resource name="outbox" {...outbox} />
      <Resource name="events" {...events} />
      <Resource name="projections" {...projections} />
      <Resource name="dead-letters" {...deadLetters} />
    </Admin>
  );
}
