// react-admin's view of the shared sign-in (session.ts): only staff (admin, support) get in.
import type { AuthProvider } from 'react-admin';
import { canAccess } from './permissions';
import { refreshSession, sessionUser, signIn, signOut, type SessionUser, type StaffRole } from './session';

export const STAFF_ONLY = 'Acesso restrito à equipe do π Boost. Entre com uma conta de administrador ou suporte.';

const staffRole = (user: SessionUser | null): StaffRole | null => (user && user.role !== 'user' ? user.role : null);

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const user = await signIn(username, password);
    if (!staffRole(user)) {
      await signOut();
      throw new Error(STAFF_ONLY);
    }
  },
  logout: () => signOut(),
  async checkAuth() {
    const user = await sessionUser();
    if (!user) throw new Error('Faça login para continuar.');
    if (!staffRole(user)) throw { message: STAFF_ONLY, logoutUser: true };
  },
  async checkError(error: { status?: number }) {
    // A 403 is a refusal of one action, not the end of the session; the notification says why.
    if (error.status !== 401) return;
    if (!(await refreshSession())) throw new Error('Sessão expirada. Faça login novamente.');
  },
  async getIdentity() {
    const user = await sessionUser();
    if (!user) throw new Error('Faça login para continuar.');
    return { id: user.id, fullName: user.name, avatar: user.avatarUrl ?? undefined, role: user.role };
  },
  async getPermissions() {
    return staffRole(await sessionUser());
  },
  async canAccess({ resource, action }) {
    return canAccess(staffRole(await sessionUser()), resource, action);
  },
};
