// The back office's en-US catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import layout from './layout';
import users from './users';
import auditLog from './auditLog';
import billing from './billing';
import inbox from './inbox';
import auth from './auth';
import platformStatus from './platformStatus';
import operations from './operations';
import newsletter from './newsletter';
import assistant from './assistant';
import deadLetters from './deadLetters';
import outbox from './outbox';
import events from './events';
import projections from './projections';
import leagues from './leagues';
import community from './community';
import privacy from './privacy';
import analytics from './analytics';
import market from './market';

export const enUS = {
  ...layout,
  ...users,
  ...auditLog,
  ...billing,
  ...inbox,
  ...auth,
  ...platformStatus,
  ...operations,
  ...newsletter,
  ...assistant,
  ...deadLetters,
  ...outbox,
  ...events,
  ...projections,
  ...leagues,
  ...community,
  ...privacy,
  ...analytics,
  ...market,
} satisfies Record<MessageKey, string>;
