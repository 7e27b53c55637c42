// The server's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area adds
// one import and one spread here (and the same in en-US and es-ES).
import errors from './errors';
import mail from './mail';
import receipt from './receipt';
import reports from './reports';
import tax from './tax';

export const ptBR = {
  ...errors,
  ...mail,
  ...receipt,
  ...reports,
  ...tax,
};

export type MessageKey = keyof typeof ptBR;
