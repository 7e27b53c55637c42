// The security e-mails (issue 14): a sign-in from a new device and every change to how the account
// is protected. Sent by the identity mail job (workers.ts) through the mailer and its outbox; they
// are not notifications the person can switch off (the preferences lock "security e-mails" on).
// Written in the person's language (issue 26).
import { userStream } from '@piboost/events';
import { formatDateTime, type Locale } from '@piboost/events/i18n';
import { t, type MessageKey } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { Runtime } from '../../platform/runtime';
import { readStream } from '../../platform/command';
import { foldAccount } from './account';
import type { SecurityNotice } from './mail-jobs';

/** "27/11/2026 14:05 (horário de Brasília)", in the recipient's language. */
const formatInSaoPaulo = (date: Date, locale: Locale) =>
  t(locale, 'mail.security.when', { time: formatDateTime(date, locale, { dateStyle: 'short', timeStyle: 'short' }, 'America/Sao_Paulo') });

const SUBJECTS = {
  'new-device': 'mail.security.subject.newDevice',
  'two-factor-enabled': 'mail.security.subject.twoFactorEnabled',
  'two-factor-disabled': 'mail.security.subject.twoFactorDisabled',
  'password-changed': 'mail.security.subject.passwordChanged',
  'recovery-code-used': 'mail.security.subject.recoveryCodeUsed',
  'recovery-codes-regenerated': 'mail.security.subject.recoveryCodesRegenerated',
  'sessions-ended': 'mail.security.subject.sessionsEnded',
  'passkey-added': 'mail.security.subject.passkeyAdded',
  'passkey-removed': 'mail.security.subject.passkeyRemoved',
} as const satisfies Record<SecurityNotice['kind'], MessageKey>;

function body(locale: Locale, notice: SecurityNotice, when: string, passkeyName: string): string {
  switch (notice.kind) {
    case 'new-device':
      return t(locale, 'mail.security.body.newDevice', { when, device: notice.device });
    case 'two-factor-enabled':
      return t(locale, 'mail.security.body.twoFactorEnabled', { when });
    case 'two-factor-disabled':
      return t(locale, 'mail.security.body.twoFactorDisabled', { when });
    case 'password-changed':
      return t(locale, 'mail.security.body.passwordChanged', { when });
    case 'recovery-code-used':
      return t(locale, 'mail.security.body.recoveryCodeUsed', { when, remaining: notice.remaining, low: notice.remaining <= 2 ? 'yes' : 'no' });
    case 'recovery-codes-regenerated':
      return t(locale, 'mail.security.body.recoveryCodesRegenerated', { when });
    case 'sessions-ended':
      return t(locale, 'mail.security.body.sessionsEnded', { when, count: notice.count });
    case 'passkey-added':
      return t(locale, 'mail.security.body.passkeyAdded', { when, name: passkeyName });
    case 'passkey-removed':
      return t(locale, 'mail.security.body.passkeyRemoved', { when, name: passkeyName });
  }
}

export async function sendSecurityNotice(runtime: Runtime, job: { userId: string; notice: SecurityNotice; at: string }, mailId: string | undefined): Promise<void> {
  const account = foldAccount(await readStream(runtime.store, userStream(job.userId)));
  const email = account ? await runtime.vault.decryptField(account.email) : null;
  // Erased (or never existed) before the job ran: nobody to write to.
  if (!email) return;
  const locale = await recipientLocale(runtime.db, job.userId);
  const when = formatInSaoPaulo(new Date(job.at), locale);
  const passkeyName = 'name' in job.notice ? ((await runtime.vault.decryptField(job.notice.name)) ?? '') : '';
  await runtime.mailer.send({
    id: mailId,
    to: email,
    subjectId: job.userId,
    tag: `security-${job.notice.kind}`,
    subject: t(locale, SUBJECTS[job.notice.kind]),
    text: t(locale, 'mail.security.text', { body: body(locale, job.notice, when, passkeyName), site: runtime.config.publicUrl }),
  });
}
