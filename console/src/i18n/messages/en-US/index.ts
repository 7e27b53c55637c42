// The console's en-US catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import common from './common';
import layout from './layout';
import ui from './ui';
import site from './site';

export const enUS = {
  ...common,
  ...layout,
  ...ui,
  ...site,
} satisfies Record<MessageKey, string>;
