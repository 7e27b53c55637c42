// The console's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area
// adds one import and one spread here (and the same in en-US and es-ES).
import common from './common';
import billing from './billing';
import dashboard from './dashboard';
import reports from './reports';
import tax from './tax';

export const ptBR = {
  ...common,
  ...billing,
  ...dashboard,
  ...reports,
  ...tax,
};

export type MessageKey = keyof typeof ptBR;
