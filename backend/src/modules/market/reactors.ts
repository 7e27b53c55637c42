// A fired price alert becomes one mail job (its id from the event's), so a replay never mails twice.
import { PriceAlertTriggered, type Recorded } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { jobReactor } from '../../platform/jobs/reactor';
import { MARKET_MAIL_QUEUE } from './jobs';

export function marketReactors(runtime: Runtime) {
  return [
    jobReactor<Recorded<typeof PriceAlertTriggered>>(runtime, {
      name: 'market_price_alert_mail',
      eventTypes: [PriceAlertTriggered.type],
      queue: MARKET_MAIL_QUEUE,
      job: (event) => ({ name: event.type, data: { eventId: event.eventId, data: event.data } }),
    }),
  ];
}
