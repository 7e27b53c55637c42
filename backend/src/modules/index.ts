// The composition root: every business module of the platform, in one list. main.ts, the CLIs and
// the test harnesses open the platform with it; the platform itself never imports a module.
import type { Module } from '../platform/module';
import { backofficeUsersModule } from './backoffice-users';
import { billingModule } from './billing';
import { gamificationModule } from './gamification';
import { identityAuthenticator, identityModule } from './identity';
import { inboxModule } from './inbox';
import { operationsModule } from './operations';
import { outboxModule } from './outbox';
import { siteModule } from './site';
import { aiUsageModule } from './ai-usage';
import { marketModule } from './market';
import { contentModule } from './content';
import { assistantModule } from './assistant';
import { privacyHooks, profileHooks, reportsHooks } from './account-hooks';
import { privacyModule } from './privacy';
import { profileModule } from './profile';
import { reportsModule } from './reports';
import { taxModule } from './tax';
import { toolsModule } from './tools';
import { educationModule } from './education';
import { communityModule } from './community';
import { leaguesModule } from './leagues';

export const modules: readonly Module[] = [
  identityModule,
  siteModule,
  inboxModule,
  gamificationModule,
  backofficeUsersModule,
  outboxModule,
  operationsModule,
  aiUsageModule,
  marketModule,
  contentModule,
  billingModule,
  assistantModule,
  profileModule(profileHooks),
  privacyModule(privacyHooks),
  reportsModule(reportsHooks),
  taxModule,
  toolsModule,
  educationModule,
  communityModule,
  leaguesModule,
];

/** Bearer access tokens issued by the identity module. */
export const authenticator = identityAuthenticator;
