// Identity's public API: the only door other modules use into accounts and sessions (issue 11).
// Commands change an account or end sessions (commands.ts documents each); refusals are
// `IdentityRefused`, which `identityErrorToHttp` answers in HTTP terms.
export { identityCommands, loadAccount, sessionGuardOf, type CommandResult, type IdentityCommands, type StaffAccountCommand } from './commands';
export { IdentityRefused, type SessionEndReason } from './decide';
export { identityErrorToHttp } from './routes';
