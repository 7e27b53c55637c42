// The console's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area
// adds one import and one spread here (and the same in en-US and es-ES).
import common from './common';
import auth from './auth';
import profile from './profile';
import status from './status';
import support from './support';

export const ptBR = {
  ...common,
  ...auth,
  ...profile,
  ...status,
  ...support,
};

export type MessageKey = keyof typeof ptBR;
