// The console's en-US catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import auth from './auth';
import profile from './profile';

export const enUS = {
  ...common,
  ...auth,
  ...profile,
} satisfies Record<MessageKey, string>;
