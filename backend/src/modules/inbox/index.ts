// Inbox: support tickets, help, contact, careers, press and newsletter - the public forms and the
// back office that answers them.
import { inboxProjection, inboxSatisfactionProjection, inboxSearchProjection } from '@piboost/projections';
import { openSealed } from '../../platform/crypto/vault';
import { defineModule } from '../../platform/module';
import { inboxAdminRoutes } from './admin-routes';
import { inboxInboundWorker, mailInMigrations, startMailReceiver } from './mail-in';
import { inboxMailWorker, inboxReactors } from './reactors';
import { inboxMigrations } from './references';
import { inboxRoutes } from './routes';
import { satisfactionReactors, satisfactionWorker } from './satisfaction';

export const inboxModule = defineModule({
  name: 'inbox',
  migrations: [...inboxMigrations, ...mailInMigrations],
  // inbox_search opens the sender's name and text to search them (projections/src/inbox/search-projection.ts).
  projections: ({ vault }) => [inboxProjection, inboxSearchProjection(openSealed(vault)), inboxSatisfactionProjection],
  routes: (runtime) => [...inboxRoutes(runtime).routes, ...inboxAdminRoutes(runtime).routes],
  reactors: (runtime) => [...inboxReactors(runtime), ...satisfactionReactors(runtime)],
  workers: [inboxMailWorker, inboxInboundWorker, satisfactionWorker],
  // Answers by e-mail (issue 29): off unless INBOUND_SMTP_PORT is set.
  services: [
    {
      name: 'inbound-smtp',
      start: async (runtime) =>
        runtime.config.INBOUND_SMTP_PORT === undefined ? null : startMailReceiver(runtime, { port: runtime.config.INBOUND_SMTP_PORT, host: runtime.config.INBOUND_SMTP_HOST }),
    },
  ],
});

/** Opens a support ticket for another module (the assistant's hand-off), as the /support form does. */
export { openSupportTicket } from './forms';

/** What the inbox holds about one person (forms with staff replies, newsletter sign-ups), sealed fields opened, for the copy of one's data. */
export { inboxOfPerson, newsletterOfPerson } from './person';
