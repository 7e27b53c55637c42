import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { saoPauloDay } from '@piboost/events/calendar';
import { isConsoleRoute } from '../../../config/routes';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { activityLabel } from '../activity-labels';
import { announceXp } from '../announce-xp';
import { awardXp, invalidateGamification, type ClientActivity } from '../api/award-xp';

/**
 * The analytics-tracked paths (product-spec §2) and the page_visit event each one reports. Only the
 * paths of the route table are reported: a path without a page is the 404 page, which earns nothing.
 */
const TRACKED_PAGES: Readonly<Record<string, string>> = {
  '/dashboard': 'dashboard_visit',
  '/reports': 'reports_view',
  '/education': 'education_access',
  '/ferramentas': 'tools_usage',
  '/ferramentas/calculadora-ir-cripto': 'tools_usage',
  '/community': 'community_visit',
  '/profile': 'profile_completion',
  '/survey': 'survey_completion',
  '/gamification': 'gamification_visit',
};

const PAGE_VISIT_DELAY_MS = 1000;
const MINUTE_MS = 60_000;

/** Sends one activity; resolves whether the server took it. Failures are only logged (product-spec §8). */
function report(queryClient: QueryClient, activity: ClientActivity, label: string): Promise<boolean> {
  return awardXp(activity)
    .then(({ data }) => {
      announceXp(data, label);
      if (data.xpAwarded > 0) void invalidateGamification(queryClient);
      return true;
    })
    .catch((error: unknown) => {
      console.warn('[gamification] falha ao registrar atividade', activity.activityName, error);
      return false;
    });
}

/**
 * Reports what a signed-in user does, so the server can award XP: a page visit 1 s after landing on
 * a tracked path, the first visit of each São Paulo day (daily_login), and each full minute spent
 * with the tab in view. The server decides the XP and enforces the caps; tracking failures are
 * only logged (product-spec §8) - they must never disturb the page.
 */
export function ActivityTracker({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const today = saoPauloDay(new Date());
    const loginMark = `${today} ${userId}`;
    if (readStored(STORAGE_KEYS.lastLoginDate) !== loginMark) {
      const dailyLogin: ClientActivity = { activityName: 'feature_usage', metadata: { feature: 'daily_login', userId, loginDate: today } };
      void report(queryClient, dailyLogin, activityLabel('daily_login')).then(
        (sent) => {
          if (sent) writeStored(STORAGE_KEYS.lastLoginDate, loginMark);
        },
      );
    }

    const event = isConsoleRoute(pathname) ? TRACKED_PAGES[pathname] : undefined;
    if (!event) return;
    const visit: ClientActivity = { activityName: 'page_visit', metadata: { event } };
    const timer = setTimeout(() => void report(queryClient, visit, activityLabel('page_visit', event)), PAGE_VISIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, userId, queryClient]);

  useEffect(() => {
    // Only whole minutes count, and only while the page is in view: a tab left in the background
    // is not time spent on the platform.
    let visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
    let counted = 0;
    const tick = () => {
      if (visibleSince === null) return;
      const minutes = Math.floor((Date.now() - visibleSince) / MINUTE_MS) - counted;
      if (minutes < 1) return;
      counted += minutes;
      void report(queryClient, { activityName: 'time_spent', metadata: { minutes } }, activityLabel('time_spent'));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        visibleSince = Date.now();
        counted = 0;
      } else {
        tick();
        visibleSince = null;
      }
    };
    const interval = setInterval(tick, MINUTE_MS / 4);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId, queryClient]);

  return null;
}
