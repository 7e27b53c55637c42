// The console's es-ES catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import community from './community';
import market from './market';
import assistant from './assistant';

export const esES = {
  ...common,
  ...community,
  ...market,
  ...assistant,
} satisfies Record<MessageKey, string>;
