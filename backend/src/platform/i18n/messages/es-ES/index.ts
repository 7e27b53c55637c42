// The server's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import errors from './errors';
import mail from './mail';
import receipt from './receipt';
import reports from './reports';
import tax from './tax';

export const esES = {
  ...errors,
  ...mail,
  ...receipt,
  ...reports,
  ...tax,
} satisfies Record<MessageKey, string>;
