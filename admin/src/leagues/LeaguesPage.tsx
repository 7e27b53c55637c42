// Ligas (issue 25 item 4): league health per week - cohort sizes, promotion and demotion rates, and
// the share of people who ended a week in their cohort's bottom five and earned XP the next week -
// and the streak freezes, XP boosts and quests granted per week. Read-only; support may read it.
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useTranslate, type TranslateFunction } from 'react-admin';
import type { LeagueHealthWeek } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';
import { adminLocale, translate as message } from '../i18n';

/** GET /api/admin/engagement/boosts (issue 25 design contract; the streak module serves it). */
export interface EngagementWeek {
  week: string;
  freezesGranted: number;
  freezesUsed: number;
  boostsGranted: number;
  questsCompleted: number;
}

const messageOf = (err: unknown) => (err as { body?: { message?: string } }).body?.message ?? (err as Error).message ?? message('leagues.error.unexpected');
const int = (n: number) => n.toLocaleString(adminLocale());
const decimal = (n: number) => n.toLocaleString(adminLocale(), { maximumFractionDigits: 1 });
/** A share 0..1 of a closed week; a week still running has none yet. */
const share = (w: LeagueHealthWeek, rate: number) => (w.closed ? rate.toLocaleString(adminLocale(), { style: 'percent', maximumFractionDigits: 1 }) : '—');

const healthColumns = (translate: TranslateFunction): Column<LeagueHealthWeek>[] => [
  { header: translate('leagues.column.week'), cell: (w) => (w.closed ? w.week : translate('leagues.health.openWeek', { week: w.week })) },
  { header: translate('leagues.column.cohorts'), cell: (w) => int(w.cohorts), numeric: true },
  { header: translate('leagues.column.participants'), cell: (w) => int(w.participants), numeric: true },
  { header: translate('leagues.column.sizeRange'), cell: (w) => (w.cohorts ? `${int(w.sizeMin)} – ${int(w.sizeMax)}` : '—'), numeric: true },
  { header: translate('leagues.column.sizeAvg'), cell: (w) => (w.cohorts ? decimal(w.sizeAvg) : '—'), numeric: true },
  { header: translate('leagues.column.promoted'), cell: (w) => share(w, w.promotionRate), numeric: true },
  { header: translate('leagues.column.demoted'), cell: (w) => share(w, w.demotionRate), numeric: true },
  { header: translate('leagues.column.bottomFiveReturned'), cell: (w) => share(w, w.bottomFiveReturnRate), numeric: true },
];

const boostColumns = (translate: TranslateFunction): Column<EngagementWeek>[] => [
  { header: translate('leagues.column.week'), cell: (w) => w.week },
  { header: translate('leagues.column.freezesGranted'), cell: (w) => int(w.freezesGranted), numeric: true },
  { header: translate('leagues.column.freezesUsed'), cell: (w) => int(w.freezesUsed), numeric: true },
  { header: translate('leagues.column.boostsGranted'), cell: (w) => int(w.boostsGranted), numeric: true },
  { header: translate('leagues.column.questsCompleted'), cell: (w) => int(w.questsCompleted), numeric: true },
];

function Section<T>({ title, intro, failed, query, empty, children }: { title: string; intro: string; failed: (message: string) => string; query: { data?: T[]; error: unknown }; empty: string; children: (rows: T[]) => ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {query.error ? (
          <Alert severity="error">
            {failed(messageOf(query.error))}
          </Alert>
        ) : !query.data ? (
          <Typography role="status">{translate('leagues.loading')}</Typography>
        ) : query.data.length === 0 ? (
          <Alert severity="info">{empty}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>{children(query.data)}</Box>
        )}
      </CardContent>
    </Card>
  );
}

export function LeaguesPage() {
  const translate = useTranslate();
  const health = useQuery({
    queryKey: ['admin-leagues-health'],
    queryFn: async () => ((await httpClient('/api/admin/leagues/health')).json as { data: { weeks: LeagueHealthWeek[] } }).data.weeks,
  });
  const boosts = useQuery({
    queryKey: ['admin-engagement-boosts'],
    queryFn: async () => ((await httpClient('/api/admin/engagement/boosts')).json as { data: { weeks: EngagementWeek[] } }).data.weeks,
  });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('leagues.title')} />
      <Typography component="h1" variant="h5">
        {translate('leagues.heading')}
      </Typography>
      <Section
        title={translate('leagues.health.title')}
        intro={translate('leagues.health.intro')}
        failed={(error) => translate('leagues.health.loadFailed', { error })}
        query={health}
        empty={translate('leagues.health.empty')}
      >
        {(rows) => <DataTable label={translate('leagues.health.title')} columns={healthColumns(translate)} rows={rows} rowKey={(w) => w.week} />}
      </Section>
      <Section
        title={translate('leagues.boosts.title')}
        intro={translate('leagues.boosts.intro')}
        failed={(error) => translate('leagues.boosts.loadFailed', { error })}
        query={boosts}
        empty={translate('leagues.boosts.empty')}
      >
        {(rows) => <DataTable label={translate('leagues.boosts.tableLabel')} columns={boostColumns(translate)} rows={rows} rowKey={(w) => w.week} />}
      </Section>
    </Box>
  );
}
