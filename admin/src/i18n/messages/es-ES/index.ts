// The back office's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import analytics from './analytics';
import assistant from './assistant';
import auditLog from './auditLog';
import auth from './auth';
import billing from './billing';
import community from './community';
import deadLetters from './deadLetters';
import events from './events';
import inbox from './inbox';
import layout from './layout';
import leagues from './leagues';
import market from './market';
import newsletter from './newsletter';
import operations from './operations';
import outbox from './outbox';
import platformStatus from './platformStatus';
import privacy from './privacy';
import projections from './projections';
import users from './users';
import content from './content';
import education from './education';

export const esES = {
  ...analytics,
  ...assistant,
  ...auditLog,
  ...auth,
  ...billing,
  ...community,
  ...deadLetters,
  ...events,
  ...inbox,
  ...layout,
  ...leagues,
  ...market,
  ...newsletter,
  ...operations,
  ...outbox,
  ...platformStatus,
  ...privacy,
  ...projections,
  ...users,
  ...content,
  ...education,
} satisfies Record<MessageKey, string>;
