// The public contact channels (product-spec §3, §5, §7; DECISIONS 14): support tickets, help,
// contact, careers, press and the newsletter. One handler per file in http/; forms.ts is their write
// path. This is the list, in the order they are mounted.
import type { RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { careersApplicationRoute } from './http/careers.handler';
import { contactMessageRoute, helpContactRoute, pressContactRoute } from './http/contact-forms.handler';
import { confirmRoute, subscribeRoute, subscriptionStatusRoute, unsubscribeRoute } from './http/newsletter.handler';
import { ownReplyRoute, ownTicketRoute, ownTicketsRoute } from './http/own-tickets.handler';
import { satisfactionAnswerRoute } from './http/satisfaction.handler';
import { supportTicketRoute } from './http/support-ticket.handler';

export function inboxRoutes(runtime: Runtime): RouteModule {
  return {
    routes: [
      supportTicketRoute(runtime),
      ownTicketsRoute(runtime),
      ownTicketRoute(runtime),
      ownReplyRoute(runtime),
      satisfactionAnswerRoute(runtime),
      helpContactRoute(runtime),
      contactMessageRoute(runtime),
      careersApplicationRoute(runtime),
      pressContactRoute(runtime),
      subscribeRoute(runtime),
      confirmRoute(runtime),
      subscriptionStatusRoute(runtime),
      unsubscribeRoute(runtime),
    ],
  };
}
