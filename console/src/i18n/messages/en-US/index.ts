// The console's en-US catalogue: the same keys as pt-BR's, area by area (the compiler checks both ways).
import type { MessageKey } from '../pt-BR';
import assistant from './assistant';
import auth from './auth';
import billing from './billing';
import common from './common';
import community from './community';
import dashboard from './dashboard';
import education from './education';
import gamification from './gamification';
import gamification_names from './gamification-names';
import layout from './layout';
import market from './market';
import profile from './profile';
import reports from './reports';
import site from './site';
import status from './status';
import support from './support';
import tax from './tax';
import tools from './tools';
import ui from './ui';

export const enUS = {
  ...assistant,
  ...auth,
  ...billing,
  ...common,
  ...community,
  ...dashboard,
  ...education,
  ...gamification,
  ...gamification_names,
  ...layout,
  ...market,
  ...profile,
  ...reports,
  ...site,
  ...status,
  ...support,
  ...tax,
  ...tools,
  ...ui,
} satisfies Record<MessageKey, string>;
