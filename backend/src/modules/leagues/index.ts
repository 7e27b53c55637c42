// Weekly leagues (issue 25): tiers Bronze to Diamante, cohorts of up to 30 formed lazily on a
// person's first XP of the São Paulo week, the week close as events (LeagueWeekClosed,
// LeagueResultRecorded), the person's league view and the back office's league health.
import { leaguesProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { leagueCloseSchedule, leagueCloseWorker, leagueJoinWorker, leagueReactors } from './reactors';
import { leagueRoutes } from './routes';

export const leaguesModule = defineModule({
  name: 'leagues',
  projections: () => [leaguesProjection],
  routes: leagueRoutes,
  reactors: leagueReactors,
  workers: [leagueJoinWorker, leagueCloseWorker],
  schedules: [leagueCloseSchedule],
});

export { closeWeek } from './close';
export { joinLeague } from './join';
export { LEAGUE_CLOSE_QUEUE, LEAGUE_JOIN_QUEUE } from './reactors';
