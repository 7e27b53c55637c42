// A fired price alert and a league result each become one push job, its id from the event's, so a
// replay never notifies twice. The price alert's e-mail stays the market module's (its own job): the
// push is a second channel, not a replacement.
import { LeagueResultRecorded, PriceAlertTriggered, type Recorded } from '@piboost/events';
import { jobReactor } from '../../platform/jobs/reactor';
import type { Runtime } from '../../platform/runtime';
import { PUSH_QUEUE } from './jobs';

export function pushReactors(runtime: Runtime) {
  return [
    jobReactor<Recorded<typeof PriceAlertTriggered>>(runtime, {
      name: 'push_price_alert',
      eventTypes: [PriceAlertTriggered.type],
      queue: PUSH_QUEUE,
      job: (event) => ({ name: 'price_alert', data: { eventId: event.eventId, data: event.data } }),
    }),
    jobReactor<Recorded<typeof LeagueResultRecorded>>(runtime, {
      name: 'push_league_result',
      eventTypes: [LeagueResultRecorded.type],
      queue: PUSH_QUEUE,
      job: (event) => ({ name: 'league_result', data: { eventId: event.eventId, data: event.data } }),
    }),
  ];
}
