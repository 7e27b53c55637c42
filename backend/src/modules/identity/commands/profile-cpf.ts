// RevealCpf: the owner sees their full CPF; every reveal is an event (who, when, from which request).
import type { EventMetadata } from '@piboost/events';
import type { Runtime } from '../../../platform/runtime';
import { handleProfileCommand } from './profile-command';
import { decideCpfReveal } from './profile-decide';

/** The CPF's 11 digits, once the reveal is recorded. */
export async function revealCpf(runtime: Runtime, userId: string, meta: EventMetadata): Promise<string> {
  const { cpf } = await handleProfileCommand(runtime, userId, meta, async (profile) => {
    const cpf = profile.cpf === null ? null : await runtime.vault.decryptField(profile.cpf);
    return { events: decideCpfReveal({ userId, cpf }), cpf: cpf! };
  });
  return cpf;
}
