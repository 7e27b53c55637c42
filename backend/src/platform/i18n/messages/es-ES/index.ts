// The server's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import community from './community';
import errors from './errors';
import inbox from './inbox';
import mail from './mail';
import receipt from './receipt';
import reports from './reports';
import tax from './tax';

export const esES = {
  ...community,
  ...errors,
  ...inbox,
  ...mail,
  ...receipt,
  ...reports,
  ...tax,
} satisfies Record<MessageKey, string>;
