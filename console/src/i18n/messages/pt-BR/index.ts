// The console's pt-BR catalogue: one file per area, keys prefixed with the area's name. Each area
// adds one import and one spread here (and the same in en-US and es-ES).
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

export const ptBR = {
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
};

export type MessageKey = keyof typeof ptBR;
