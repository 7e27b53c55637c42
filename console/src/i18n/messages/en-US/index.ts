// The console's en-US catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import assistant from './assistant';
import auth from './auth';
import common from './common';
import community from './community';
import market from './market';
import profile from './profile';
import status from './status';
import support from './support';

export const enUS = {
  ...assistant,
  ...auth,
  ...common,
  ...community,
  ...market,
  ...profile,
  ...status,
  ...support,
} satisfies Record<MessageKey, string>;
