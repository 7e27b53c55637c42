// The back office's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area
// adds one import and one spread here (and the same in en-US and es-ES).
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

export const ptBR = {
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
};

export type MessageKey = keyof typeof ptBR;
