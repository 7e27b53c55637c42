// The console's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import auth from './auth';
import profile from './profile';
import status from './status';
import support from './support';

export const esES = {
  ...common,
  ...auth,
  ...profile,
  ...status,
  ...support,
} satisfies Record<MessageKey, string>;
