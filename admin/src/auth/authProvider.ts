// react-admin's view of the shared sign-in (session.ts): only staff (admin, support) get in.
import type { AuthProvider } from 'react-admin';
import { translate } from '../i18n';
import { canAccess } from './permissions';
import { completeTwoFactor, completeWithPasskey, refreshSession, sessionUser, signIn, signOut, type SessionUser, type StaffRole } from './session';

const staffOnly = () => translate('auth.staffOnly');
/** Staff without two-factor keep their session (the console's profile enrols them) but not the back office. */
export const staffTwoFactor = () => translate('auth.staffTwoFactor');

const staffRole = (user: SessionUser | null): StaffRole | null => (user && user.role !== 'user' && !user.twoFactorRequired ? user.role : null);

/** Thrown by login when a staff account still has to enrol in two-factor. */
export class EnrolmentNeeded extends Error {}

export const authProvider: AuthProvider = {
  /** `challenge` and `code` (or `passkey`): the second step, after signIn asked for it (TwoFactorNeeded). */
  async login({ username, password, challenge, code, passkey }: { username: string; password: string; challenge?: string; code?: string; passkey?: boolean }) {
    const user = challenge && passkey ? await completeWithPasskey(challenge) : challenge && code ? await completeTwoFactor(challenge, code) : await signIn(username, password);
    if (user.role !== 'user' && user.twoFactorRequired) throw new EnrolmentNeeded(staffTwoFactor());
    if (!staffRole(user)) {
      await signOut();
      throw new Error(staffOnly());
    }
  },
  logout: () => signOut(),
  async checkAuth() {
    const user = await sessionUser();
    if (!user) throw new Error(translate('auth.signInToContinue'));
    if (user.role !== 'user' && user.twoFactorRequired) throw { message: staffTwoFactor(), logoutUser: false };
    if (!staffRole(user)) throw { message: staffOnly(), logoutUser: true };
  },
  async checkError(error: { status?: number }) {
    // A 403 is a refusal of one action, not the end of the session; the notification says why.
    if (error.status !== 401) return;
    if (!(await refreshSession())) throw new Error(translate('auth.sessionExpired'));
  },
  async getIdentity() {
    const user = await sessionUser();
    if (!user) throw new Error(translate('auth.signInToContinue'));
    return { id: user.id, fullName: user.name, avatar: user.avatarUrl ?? undefined, role: user.role };
  },
  async getPermissions() {
    return staffRole(await sessionUser());
  },
  async canAccess({ resource, action }) {
    return canAccess(staffRole(await sessionUser()), resource, action);
  },
};
