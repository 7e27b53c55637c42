// The back office's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import layout from './layout';
import users from './users';
import auditLog from './auditLog';
import billing from './billing';
import inbox from './inbox';
import auth from './auth';
import platformStatus from './platformStatus';
import operations from './operations';

export const esES = {
  ...layout,
  ...users,
  ...auditLog,
  ...billing,
  ...inbox,
  ...auth,
  ...platformStatus,
  ...operations,
} satisfies Record<MessageKey, string>;
