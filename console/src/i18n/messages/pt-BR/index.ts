// The console's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area
// adds one import and one spread here (and the same in en-US and es-ES).
import common from './common';
import layout from './layout';
import ui from './ui';
import site from './site';

export const ptBR = {
  ...common,
  ...layout,
  ...ui,
  ...site,
};

export type MessageKey = keyof typeof ptBR;
