// What staff may do to an account (issue 6). The back office decides none of it itself: the account
// (role, disabling, sessions) is identity's, trial and Premium grants are periods on the person's
// subscription and billing's (DECISIONS 11; one stream, one writer - issue 22). Each goes through
// its owner's public API (modules/identity/index.ts, modules/billing/index.ts).
import type { StaffGrantCommand } from '../billing';
import type { StaffAccountCommand } from '../identity';

export type StaffCommand = StaffAccountCommand | StaffGrantCommand;

/** Whether identity runs the command (the account) or billing (the subscription). */
export const isAccountCommand = (command: StaffCommand): command is StaffAccountCommand => ['changeRole', 'disable', 'enable', 'endSessions'].includes(command.kind);
