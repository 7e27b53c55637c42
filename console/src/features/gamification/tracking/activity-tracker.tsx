import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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

/**
 * Sends one activity; resolves whether the server took it and the XP it gave. Failures are only
 * logged (product-spec §8).
 */
function report(activity: ClientActivity, label: string): Promise<{ sent: boolean; xpAwarded: number }> {
  return awardXp(activity)
    .then(({ data }) => {
      announceXp(data, label);
      return { sent: true, xpAwarded: data.xpAwarded };
    })
    .catch((error: unknown) => {
      console.warn('[gamification] falha ao registrar atividade', activity.activityName, error);
      return { sent: false, xpAwarded: 0 };
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
    const awards: Promise<number>[] = [];
    const today = saoPauloDay(new Date());
    const loginMark = `${today} ${userId}`;
    if (readStored(STORAGE_KEYS.lastLoginDate) !== loginMark) {
      const dailyLogin: ClientActivity = { activityName: 'feature_usage', metadata: { feature: 'daily_login', userId, loginDate: today } };
      awards.push(
        report(dailyLogin, activityLabel('daily_login')).then(({ sent, xpAwarded }) => {
          if (sent) writeStored(STORAGE_KEYS.lastLoginDate, loginMark);
          return xpAwarded;
        }),
      );
    }

    let stop = () => {};
    const event = isConsoleRoute(pathname) ? TRACKED_PAGES[pathname] : undefined;
    if (event) {
      const visit: ClientActivity = { activityName: 'page_visit', metadata: { event } };
      awards.push(
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(report(visit, activityLabel('page_visit', event)).then((r) => r.xpAwarded)), PAGE_VISIT_DELAY_MS);
          stop = () => {
            clearTimeout(timer);
            resolve(0);
          };
        }),
      );
    }
    // The XP figures on screen are fetched again once for what the arrival earned (the day's login
    // and the visit), not once per award: each refetch redraws every figure of the page.
    void Promise.all(awards).then((xp) => {
      if (xp.some((n) => n > 0)) void invalidateGamification(queryClient);
    });
    return stop;
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
      void report({ activityName: 'time_spent', metadata: { minutes } }, activityLabel('time_spent')).then(({ xpAwarded }) => {
        if (xpAwarded > 0) void invalidateGamification(queryClient);
      });
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
