// The back office's pt-BR catalogue: one file per area (the folder of admin/src it serves), keys
// prefixed with the area's name. Each area adds one import and one spread here (and the same in
// en-US and es-ES).
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

export const ptBR = {
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
};

export type MessageKey = keyof typeof ptBR;
