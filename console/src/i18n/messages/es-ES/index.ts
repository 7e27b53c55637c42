// The console's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import billing from './billing';
import dashboard from './dashboard';
import reports from './reports';
import tax from './tax';

export const esES = {
  ...common,
  ...billing,
  ...dashboard,
  ...reports,
  ...tax,
} satisfies Record<MessageKey, string>;
