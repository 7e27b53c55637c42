// The profile rules as specifications: given the person's user-<id> events, when a profile command
// comes, then these events - or this refusal, naming each broken rule.
import { describe, it } from 'vitest';
import { AccountRegistered, AvatarChanged, CpfRegistered, PreferencesUpdated, ProfileUpdated, newEvent, type NewEvent } from '@piboost/events';
import { LEGAL_REVISION_DATE } from '@piboost/events/business';
import { asRecorded } from '../../../../../tests/bench/synthetic';
import { decider } from '../../../../../tests/support/given';
import {
  AvatarFromGoogle,
  CpfMissing,
  NoAccount,
  ProfileInvalid,
  decideAvatarChange,
  decideCpfReveal,
  decidePreferences,
  decideProfileUpdate,
  existingProfile,
  type PreferencesEdit,
  type ProfileEdit,
  type ProfileRule,
} from './profile-decide';
import { foldProfile } from './profile-state';

const userId = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const at = new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';
const registered = (provider: 'password' | 'google' = 'password') =>
  newEvent(AccountRegistered, { userId, email: 'ana@exemplo.com.br', emailHash: 'e'.repeat(64), name: 'Ana Souza', role: 'user', provider, emailVerifiedAt: at.toISOString() });

/** The refusal naming exactly these fields and rules (its message lists them). */
const broken = (fields: Record<string, ProfileRule>) => ({ message: new ProfileInvalid(fields).message });

/** The fold the commands load with; the given events carry plain values, so nothing needs opening. */
const profileOf = (history: readonly NewEvent[]) => foldProfile(asRecorded([{ key: 'k', streamId: `user-${userId}`, expected: 'any', events: [...history], at }]));

const profile = decider(
  (history: readonly NewEvent[]) => {
    const state = existingProfile(profileOf(history));
    return { userId, personal: state.personal, avatarUrl: state.avatar?.url ?? null };
  },
  (current, edit: ProfileEdit) => decideProfileUpdate(current, { edit, today }),
);

describe('updating the profile', () => {
  it('given an account, when fields differ, then ProfileUpdated carries only those', () => {
    profile
      .given(registered(), newEvent(ProfileUpdated, { userId, city: 'Santos' }))
      .when({ name: 'Ana Souza', city: 'Campinas', phone: '11987654321' })
      .then({ type: 'ProfileUpdated', data: { userId, city: 'Campinas', phone: '11987654321' } });
  });
  it('given the same values, when sent again, then nothing is appended', () => {
    profile.given(registered(), newEvent(ProfileUpdated, { userId, city: 'Santos' })).when({ name: 'Ana Souza', city: 'Santos' }).thenNothing();
  });
  it('a name is never cleared', () => {
    profile.given(registered()).when({ name: null as unknown as string }).thenNothing();
  });
  it('refuses the CPF and the e-mail by name: they do not change here', () => {
    profile.given(registered()).when({ cpf: '52998224725', email: 'outra@exemplo.com.br' }).thenThrows(ProfileInvalid, broken({ cpf: 'cpfReadOnly', email: 'emailReadOnly' }));
  });
  it('refuses an avatar address other than the current one', () => {
    profile.given(registered()).when({ avatar_url: 'https://elsewhere.example/p.png' }).thenThrows(ProfileInvalid, broken({ avatar_url: 'avatarUrlInvalid' }));
  });
  it('accepts the current avatar address sent back unchanged', () => {
    profile.given(registered(), newEvent(AvatarChanged, { userId, source: 'preset', url: '/api/avatars/presets/f3.svg' })).when({ avatar_url: '/api/avatars/presets/f3.svg' }).thenNothing();
  });
  it('refuses a birth date after today', () => {
    profile.given(registered()).when({ date_of_birth: '2026-03-11' }).thenThrows(ProfileInvalid, broken({ date_of_birth: 'dateInvalid' }));
  });
  it('refuses anyone under 18, accepts the 18th birthday itself', () => {
    profile.given(registered()).when({ date_of_birth: '2008-03-11' }).thenThrows(ProfileInvalid, broken({ date_of_birth: 'underage' }));
    profile.given(registered()).when({ date_of_birth: '2008-03-10' }).then({ type: 'ProfileUpdated', data: { dateOfBirth: '2008-03-10' } });
  });
});

describe('revealing the CPF', () => {
  const reveal = decider(profileOf, (state, _command: Record<string, never>) => decideCpfReveal({ userId, cpf: existingProfile(state).cpf }));
  it('given a registered CPF, then the reveal is recorded', () => {
    reveal.given(registered(), newEvent(CpfRegistered, { userId, cpf: '52998224725', cpfHash: 'c'.repeat(64) })).when({}).then({ type: 'CpfRevealed', data: { userId } });
  });
  it('given no CPF, then there is nothing to reveal', () => {
    reveal.given(registered()).when({}).thenThrows(CpfMissing);
  });
  it('given no account, then the command is refused', () => {
    reveal.given().when({}).thenThrows(NoAccount);
  });
});

describe('changing the avatar', () => {
  const avatar = decider(profileOf, (state, command: { source: 'upload' | 'preset'; url: string }) => decideAvatarChange(existingProfile(state), command));
  it('given a password account, then AvatarChanged', () => {
    avatar.given(registered()).when({ source: 'preset', url: '/api/avatars/presets/f3.svg' }).then({ type: 'AvatarChanged', data: { userId, source: 'preset', url: '/api/avatars/presets/f3.svg' } });
  });
  it("given a Google account, then the picture is Google's", () => {
    avatar.given(registered('google')).when({ source: 'preset', url: '/api/avatars/presets/f3.svg' }).thenThrows(AvatarFromGoogle);
  });
});

describe('saving preferences', () => {
  const preferences = (twoFactorEnabled = false) => decider(profileOf, (state, edit: PreferencesEdit) => decidePreferences(existingProfile(state), { edit, twoFactorEnabled }));
  it('given the defaults, when switches change, then PreferencesUpdated carries only the changed ones', () => {
    preferences().given(registered()).when({ weekly_report: false, push_notifications: false, timezone: 'Europe/London' }).then({ type: 'PreferencesUpdated', data: { userId, weeklyReport: false, timezone: 'Europe/London' } });
  });
  it('turning marketing e-mail off also revokes the consent (LGPD art. 8), on again grants it', () => {
    preferences()
      .given(registered())
      .when({ marketing_emails: false })
      .then('PreferencesUpdated', { type: 'ConsentRevoked', data: { purpose: 'marketing_emails', textVersion: LEGAL_REVISION_DATE, channel: 'profile' } });
    preferences().given(registered(), newEvent(PreferencesUpdated, { userId, marketingEmails: false })).when({ marketing_emails: true }).then('PreferencesUpdated', { type: 'ConsentGiven', data: { purpose: 'marketing_emails' } });
  });
  it('nothing changes when the values are the current ones', () => {
    preferences().given(registered()).when({ language: 'pt-BR', weekly_report: true }).thenNothing();
  });
  it('refuses security e-mails off and a two-factor switch (every language is accepted since issue 26)', () => {
    preferences()
      .given(registered())
      .when({ language: 'en-US', security_emails: false, two_factor_enabled: true })
      .thenThrows(ProfileInvalid, broken({ security_emails: 'securityLocked', two_factor_enabled: 'twoFactorIndirect' }));
  });
  it('accepts the two-factor switch when it repeats the real state', () => {
    preferences(true).given(registered()).when({ two_factor_enabled: true }).thenNothing();
  });
});
