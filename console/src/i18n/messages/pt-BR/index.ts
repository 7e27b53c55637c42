// The console's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area
// adds one import and one spread here (and the same in en-US and es-ES).
import assistant from './assistant';
import auth from './auth';
import common from './common';
import community from './community';
import market from './market';
import profile from './profile';
import status from './status';
import support from './support';

export const ptBR = {
  ...assistant,
  ...auth,
  ...common,
  ...community,
  ...market,
  ...profile,
  ...status,
  ...support,
};

export type MessageKey = keyof typeof ptBR;
