// Identity: accounts, sign-in (password and Google), sessions and the registration flow.
// Besides its Module, this is identity's public API: the only door other modules use into accounts
// and sessions. Commands change an account or end sessions (commands.ts documents each); refusals
// are `IdentityRefused`, which `identityErrorToHttp` answers in HTTP terms.
import { usersProjection } from '@piboost/projections';
import type { Authenticator, Principal } from '../../platform/http/context';
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { identity } from './identity';
import { maintenanceSchedule, maintenanceWorker } from './maintenance';
import { bearerAuthenticator, identityRoutes } from './routes';
import { seedDemoData } from './seed';
import { sessionMigrations } from './sessions';
import { identityMailWorker } from './workers';

export { identityCommands, loadAccount, sessionGuardOf, type CommandResult, type IdentityCommands, type StaffAccountCommand } from './commands';
export { IdentityRefused, type SessionEndReason } from './decide';
export { identityErrorToHttp } from './routes';
export { hashPassword, verifyPassword } from './password';
/** The session's answer (sign-in, refresh): billing's survey answers it too, with the trial's outcome. */
export { sessionResponse } from './schemas';

/** Fresh tokens for the caller's own session once what they carry changed (billing's trial makes them Premium). */
export function accessReissuer(runtime: Runtime): (principal: Principal) => ReturnType<ReturnType<typeof identity>['reissueAccess']> {
  const id = identity(runtime);
  return (principal) => id.reissueAccess(principal);
}

export const identityModule = defineModule({
  name: 'identity',
  migrations: sessionMigrations,
  projections: () => [usersProjection],
  routes: (runtime) => identityRoutes(runtime).routes,
  workers: [maintenanceWorker, identityMailWorker],
  schedules: [maintenanceSchedule],
  seed: async (runtime) => void (await seedDemoData(runtime)),
});

// Identity's public API: what other modules, the composition root, the CLIs and the tests may use.
// Everything else in this folder is internal (eslint.config.js enforces it).

/** Bearer access tokens issued by this module, as the platform's HTTP layer checks them. */
export function identityAuthenticator(runtime: Runtime): Authenticator {
  return bearerAuthenticator(identity(runtime));
}

export { sessionHistory, sessionStore } from './sessions';
export { identityMailWorker } from './workers';
export { tokenSigner } from './tokens';
export { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TOTP_SECRET, seedDemoData } from './seed';
export { totpCode } from './totp';
/** At erasure: every passkey of the account removed (privacy's revokeAllSessions appends them). */
export { passkeysErased } from './passkeys';

/** A person's e-mail and name to write to, and the names of a set of people (contacts.ts). */
export { contactOf, namesOf, type Contact } from './contacts';
// The person's profile and survey facts on user-<id>: identity is the stream's one writer, so the
// profile and billing modules change it through these commands (issue 22 item 3).
export { foldProfile, openPersonal, DEFAULT_PREFERENCES, LANGUAGES, TIMEZONES, VISIBILITIES, type ConsentEntry, type PersonalFields, type Preferences, type ProfileState } from './commands/profile-state';
export {
  AVAILABLE_LANGUAGES,
  AvatarFromGoogle,
  CpfMissing,
  MINIMUM_AGE,
  NoAccount,
  ProfileInvalid,
  isAdult,
  mayChangeAvatar,
  type PreferencesEdit,
  type ProfileEdit,
  type ProfileRule,
} from './commands/profile-decide';
export { updateProfile } from './commands/profile-update';
export { revealCpf } from './commands/profile-cpf';
export { changeAvatar } from './commands/profile-avatar';
export { updatePreferences } from './commands/profile-preferences';
export { submitSurvey, type SurveyAnswers } from './commands/survey';

// Billing, profile and privacy without identity's tables (issue 22 item 3, foreign tables - ft1):
// the Premium and trial windows the users read model keeps, and the account of an e-mail.
export {
  accessEndingBetween,
  accountIdByEmailHash,
  premiumAccountsQuery,
  premiumLapsedBetween,
  premiumWindowOf,
  premiumWindowsQuery,
  storedSubscriptionOf,
} from './account-reads';
// Issue 22 - gamification, back office and site without foreign tables: accounts as other modules
// read them (account-queries.ts).
export { accountRowsOf, accountsQuery, type AccountRow } from './account-queries';
// Inbox without foreign tables (issue 22 item 3): whether someone is staff, the staff list page, and
// the e-mail hash that links a person to what they sent before they had an account.
export { emailHashOf } from './contacts';
export { isStaffMember, staffForList } from './staff';
