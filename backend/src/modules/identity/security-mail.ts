// The security e-mails (issue 14): a sign-in from a new device and every change to how the account
// is protected. Sent by the identity mail job (workers.ts) through the mailer and its outbox; they
// are not notifications the person can switch off (the preferences lock "security e-mails" on).
import { userStream } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { readStream } from '../../platform/command';
import { foldAccount } from './account';
import type { SecurityNotice } from './mail-jobs';

const formatInSaoPaulo = (date: Date) => `${new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(date)} (horário de Brasília)`;

const SUBJECTS: Record<SecurityNotice['kind'], string> = {
  'new-device': 'Novo acesso à sua conta π Boost',
  'two-factor-enabled': 'Verificação em duas etapas ativada',
  'two-factor-disabled': 'Verificação em duas etapas desativada',
  'password-changed': 'Sua senha do π Boost foi alterada',
  'recovery-code-used': 'Um código de recuperação foi usado',
  'recovery-codes-regenerated': 'Novos códigos de recuperação gerados',
  'sessions-ended': 'Sessões encerradas na sua conta',
  'passkey-added': 'Nova passkey adicionada à sua conta',
  'passkey-removed': 'Uma passkey foi removida da sua conta',
};

function body(notice: SecurityNotice, when: string, passkeyName: string): string {
  switch (notice.kind) {
    case 'new-device':
      return `Sua conta foi acessada em ${when} de um dispositivo novo: ${notice.device}.`;
    case 'two-factor-enabled':
      return `A verificação em duas etapas foi ativada em ${when}. A partir de agora, o login pede o código do seu aplicativo autenticador.`;
    case 'two-factor-disabled':
      return `A verificação em duas etapas foi desativada em ${when}. O login volta a pedir só a senha.`;
    case 'password-changed':
      return `A senha da sua conta foi alterada em ${when}, e as sessões dos outros dispositivos foram encerradas.`;
    case 'recovery-code-used':
      return `Um código de recuperação foi usado para entrar na sua conta em ${when}. Restam ${notice.remaining} ${notice.remaining === 1 ? 'código' : 'códigos'}.${notice.remaining <= 2 ? ' Gere novos códigos no seu perfil, na aba Segurança.' : ''}`;
    case 'recovery-codes-regenerated':
      return `Novos códigos de recuperação foram gerados em ${when}. Os códigos anteriores deixaram de valer.`;
    case 'sessions-ended':
      return `${notice.count === 1 ? '1 sessão foi encerrada' : `${notice.count} sessões foram encerradas`} na sua conta em ${when}.`;
    case 'passkey-added':
      return `A passkey "${passkeyName}" foi adicionada à sua conta em ${when}. Com ela, é possível entrar sem senha e sem o código do aplicativo autenticador.`;
    case 'passkey-removed':
      return `A passkey "${passkeyName}" foi removida da sua conta em ${when} e não serve mais para entrar.`;
  }
}

export async function sendSecurityNotice(runtime: Runtime, job: { userId: string; notice: SecurityNotice; at: string }, mailId: string | undefined): Promise<void> {
  const account = foldAccount(await readStream(runtime.store, userStream(job.userId)));
  const email = account ? await runtime.vault.decryptField(account.email) : null;
  // Erased (or never existed) before the job ran: nobody to write to.
  if (!email) return;
  const when = formatInSaoPaulo(new Date(job.at));
  const passkeyName = 'name' in job.notice ? ((await runtime.vault.decryptField(job.notice.name)) ?? '') : '';
  await runtime.mailer.send({
    id: mailId,
    to: email,
    subjectId: job.userId,
    tag: `security-${job.notice.kind}`,
    subject: SUBJECTS[job.notice.kind],
    text: `Olá!\n\n${body(job.notice, when, passkeyName)}\n\nNão foi você? Troque sua senha agora em ${runtime.config.publicUrl}/forgot-password e encerre as sessões que não reconhece em ${runtime.config.publicUrl}/profile.\n\nEste é um email de segurança: ele é enviado sempre, qualquer que seja a sua preferência de notificações.\n\nEquipe π Boost`,
  });
}
