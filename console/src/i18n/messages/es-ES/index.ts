// The console's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import auth from './auth';

export const esES = {
  ...common,
  ...auth,
} satisfies Record<MessageKey, string>;
