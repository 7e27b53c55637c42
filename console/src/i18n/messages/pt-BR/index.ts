// The console's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area
// adds one import and one spread here (and the same in en-US and es-ES).
import common from './common';
import tools from './tools';
import gamification from './gamification';
import education from './education';

export const ptBR = {
  ...common,
  ...tools,
  ...gamification,
  ...education,
};

export type MessageKey = keyof typeof ptBR;
