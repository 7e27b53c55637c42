// The console's en-US catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import tools from './tools';
import gamification from './gamification';
import education from './education';

export const enUS = {
  ...common,
  ...tools,
  ...gamification,
  ...education,
} satisfies Record<MessageKey, string>;
