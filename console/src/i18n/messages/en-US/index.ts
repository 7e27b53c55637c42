// The console's en-US catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import community from './community';
import market from './market';
import assistant from './assistant';

export const enUS = {
  ...common,
  ...community,
  ...market,
  ...assistant,
} satisfies Record<MessageKey, string>;
