// The server's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area adds
// one import and one spread here (and the same in en-US and es-ES).
import community from './community';
import errors from './errors';
import inbox from './inbox';
import mail from './mail';
import receipt from './receipt';
import reports from './reports';
import tax from './tax';

export const ptBR = {
  ...community,
  ...errors,
  ...inbox,
  ...mail,
  ...receipt,
  ...reports,
  ...tax,
};

export type MessageKey = keyof typeof ptBR;
