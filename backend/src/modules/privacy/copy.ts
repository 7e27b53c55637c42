// What the copy of one's data holds (LGPD art. 18 II and V): everything the platform keeps about the
// person, read through each owner module's public API (never its tables), with Portuguese names and
// values, and never a secret that guards the account: no password hash, authenticator secret,
// recovery code or its hash, session or refresh token, bearer link or key.
import {
  benefitsStream,
  catalogue,
  communityMemberStream,
  gamificationStream,
  leagueMemberStream,
  learningStream,
  portfolioStream,
  priceAlertsStream,
  privacyStream,
  pushStream,
  registrationStream,
  reportDownloadsStream,
  subscriptionStream,
  taxStream,
  userStream,
} from '@piboost/events';
import { EVENT_LABELS, GIFT_STATUS_LABELS, INVOICE_STATUS_LABELS, labelOf } from '@piboost/events/labels';
import type { Runtime } from '../../platform/runtime';
import { conversationsOf } from '../assistant';
import { communityDataOf } from '../community';
import { giftsOfPerson, invoicesOfPerson } from '../billing';
import { blogActivityOf } from '../content';
import { inboxOfPerson, newsletterOfPerson } from '../inbox';
import { holdingsAndAlertsOf } from '../market';
import { mailKeptFor } from '../outbox';
import { taxDataOf } from '../tax';
import { pushDataOf } from '../push';
import type { PreferencesRecord, PrivacyHooks } from './hooks';

export const COPY_FORMAT = 'piboost-dados-pessoais/2';

const PERIODS: Readonly<Record<string, string>> = { monthly: 'Mensal', annual: 'Anual' };
const CONSENT_PURPOSES: Readonly<Record<string, string>> = {
  lgpd_data_processing: 'Tratamento de dados pessoais (LGPD)',
  terms_of_use: 'Termos de uso',
  marketing_emails: 'E-mails de marketing',
};
const CONSENT_ACTIONS: Readonly<Record<string, string>> = { granted: 'Concedido', revoked: 'Revogado' };
const CONSENT_CHANNELS: Readonly<Record<string, string>> = { registration: 'Cadastro', profile: 'Perfil' };
const SESSION_ENDS: Readonly<Record<string, string>> = {
  logout: 'Você saiu',
  owner: 'Encerrada por você',
  password_change: 'Senha alterada',
  password_reset: 'Senha redefinida',
  refresh_token_reuse: 'Encerrada por segurança',
  account_disabled: 'Conta desativada',
  staff: 'Encerrada pela equipe',
  account_erased: 'Conta excluída',
};
const PUSH_TOPIC_LABELS: Readonly<Record<string, string>> = { price_alert: 'Alertas de preço', streak_at_risk: 'Sequência em risco', league_result: 'Resultado da liga' };
const PUSH_STATUS: Readonly<Record<string, string>> = { sending: 'Enviando', sent: 'Enviada', gone: 'Navegador não recebe mais' };
const CONDITIONS: Readonly<Record<string, string>> = { above: 'Acima de', below: 'Abaixo de' };
const FAILURES: Readonly<Record<string, string>> = { limit: 'Limite atingido', unavailable: 'Indisponível', invalid_response: 'Resposta inválida', timeout: 'Tempo esgotado' };
const INBOX_KINDS: Readonly<Record<string, string>> = { support: 'Chamado de suporte', help: 'Central de ajuda', contact: 'Contato', careers: 'Trabalhe conosco', press: 'Imprensa' };
const INBOX_STATUS: Readonly<Record<string, string>> = { new: 'Novo', in_progress: 'Em andamento', waiting_customer: 'Aguardando cliente', resolved: 'Resolvido', closed: 'Fechado' };
/** The contact form's categories and the press form's roles, as the forms name them. */
const INBOX_CATEGORIES: Readonly<Record<string, string>> = {
  general: 'Dúvida geral',
  support: 'Suporte',
  sales: 'Vendas e planos',
  partnership: 'Parcerias',
  media: 'Imprensa',
  careers: 'Carreiras',
  feedback: 'Sugestões',
  other: 'Outro assunto',
  reporter: 'Repórter',
  editor: 'Editor(a)',
  producer: 'Produtor(a)',
  freelancer: 'Freelancer',
};
const NEWSLETTER_SOURCES: Readonly<Record<string, string>> = { blog: 'Blog', footer: 'Rodapé do site', profile: 'Perfil' };
const MAIL_KINDS: Readonly<Record<string, string>> = {
  'verification-code': 'Código de verificação',
  'account-exists': 'Aviso de conta existente',
  'password-reset': 'Redefinição de senha',
  'security-new-device': 'Aviso de segurança: novo dispositivo',
  'security-password-changed': 'Aviso de segurança: senha alterada',
  'security-sessions-ended': 'Aviso de segurança: sessões encerradas',
  'security-two-factor-enabled': 'Aviso de segurança: verificação em duas etapas ativada',
  'security-two-factor-disabled': 'Aviso de segurança: verificação em duas etapas desativada',
  'security-recovery-code-used': 'Aviso de segurança: código de recuperação usado',
  'security-recovery-codes-regenerated': 'Aviso de segurança: novos códigos de recuperação',
  'security-passkey-added': 'Aviso de segurança: passkey adicionada',
  'security-passkey-removed': 'Aviso de segurança: passkey removida',
  receipt: 'Recibo de pagamento',
  refund: 'Reembolso',
  'gift-received': 'Presente de Premium recebido',
  'renewal-reminder': 'Lembrete de renovação',
  'price-alert': 'Alerta de preço',
  'tax-darf-reminder': 'Lembrete do DARF (IR sobre cripto)',
  'weekly-report': 'Relatório semanal',
  'community-digest': 'Resumo diário da comunidade',
  'privacy-export': 'Cópia dos seus dados',
  'inbox-support': 'Confirmação de chamado de suporte',
  'inbox-help': 'Confirmação de dúvida à central de ajuda',
  'inbox-contact': 'Confirmação de mensagem de contato',
  'inbox-careers': 'Confirmação de proposta de trabalho',
  'inbox-press': 'Confirmação de contato de imprensa',
  'inbox-reply': 'Resposta da equipe',
  'newsletter-confirmation': 'Confirmação da newsletter',
};
const MAIL_STATUS: Readonly<Record<string, string>> = { pending: 'Enviando', sent: 'Enviado', failed: 'Falhou', captured: 'Guardado (sem envio)' };

/** Preferences as the profile names them (product spec §3), in the copy's words. */
const preferences = (p: PreferencesRecord) => ({
  idioma: p.language,
  fusoHorario: p.timezone,
  notificacoesPorEmail: p.email_notifications,
  notificacoesPush: p.push_notifications,
  emailsDeMarketing: p.marketing_emails,
  emailsDeSeguranca: p.security_emails,
  relatorioSemanal: p.weekly_report,
  resumoDiarioDaComunidade: p.community_digest,
  ligasSemanais: p.leagues,
  visibilidadeDoPerfil: p.profile_visibility,
  verificacaoEmDuasEtapas: p.two_factor_enabled,
});

/** A field that holds or derives from a credential: out of the copy, whatever event carries it. */
const SECRET_FIELD = /hash|secret|token|password|recoverycode/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_FIELD.test(k)).map(([k, v]) => [k, withoutSecrets(v)]));
  }
  return value;
}

/** The streams named after the person (the sign-up's after their address), as the copy names them. */
const personStreams = (userId: string, emailHash: string | null) =>
  [
    ...(emailHash ? [['cadastro', registrationStream(emailHash)] as const] : []),
    ['conta', userStream(userId)],
    ['gamificação', gamificationStream(userId)],
    ['assinatura', subscriptionStream(userId)],
    ['recompensas de assinatura', benefitsStream(userId)],
    ['carteira', portfolioStream(userId)],
    ['alertas de preço', priceAlertsStream(userId)],
    ['relatórios baixados', reportDownloadsStream(userId)],
    ['calculadora de IR cripto', taxStream(userId)],
    ['aprendizado', learningStream(userId)],
    ['comunidade', communityMemberStream(userId)],
    ['notificações no navegador', pushStream(userId)],
    ['ligas semanais', leagueMemberStream(userId)],
    ['privacidade', privacyStream(userId)],
  ] as const;

export interface ExportedEvent {
  fluxo: string;
  tipo: string;
  descricao: string;
  em: string;
  dados: Record<string, unknown>;
}

async function eventsOf(runtime: Runtime, userId: string, email: string | null): Promise<ExportedEvent[]> {
  const out: ExportedEvent[] = [];
  for (const [name, streamId] of personStreams(userId, email ? runtime.keyedHash(email.trim().toLowerCase()) : null)) {
    for await (const e of runtime.store.readStream(streamId)) {
      // The address's sign-up stream also holds an erased earlier account's sign-up.
      if (name === 'cadastro' && (e.data as { userId: string }).userId !== userId) continue;
      const definition = catalogue.get(e.type);
      const data = definition ? await runtime.vault.decryptEventData(definition, e.data as Record<string, unknown>) : (e.data as Record<string, unknown>);
      out.push({ fluxo: name, tipo: e.type, descricao: labelOf(EVENT_LABELS, e.type), em: e.recordedAt.toISOString(), dados: withoutSecrets(data) as Record<string, unknown> });
    }
  }
  return out.sort((a, b) => a.em.localeCompare(b.em));
}

function sessionRows(sessions: Awaited<ReturnType<PrivacyHooks['sessionsOf']>>) {
  return sessions.map((s) => ({
    dispositivo: s.userAgent,
    manterConectado: s.rememberMe,
    criadaEm: s.createdAt,
    ultimoUsoEm: s.lastUsedAt,
    expiraEm: s.expiresAt,
    encerradaEm: s.endedAt,
    motivoDoEncerramento: s.endReason === null ? null : labelOf(SESSION_ENDS, s.endReason),
  }));
}

function invoiceRows(invoices: Awaited<ReturnType<typeof invoicesOfPerson>>) {
  return invoices.map((f) => ({
    numero: f.id,
    recibo: f.receiptNumber,
    plano: f.planName,
    periodicidade: labelOf(PERIODS, f.billingPeriod),
    metodo: f.methodName,
    provedor: f.providerLabel,
    valor: f.amount,
    valorEmDolares: `US$ ${(f.amountUsdCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    situacao: labelOf(INVOICE_STATUS_LABELS, f.status),
    criadaEm: f.createdAt,
    pagaEm: f.paidAt,
    reembolsadaEm: f.refundedAt,
  }));
}

function conversationRows(conversations: Awaited<ReturnType<typeof conversationsOf>>) {
  return conversations.map((c) => ({
    iniciadaEm: c.startedAt,
    chamado: c.handoff?.ticketNumber ?? null,
    mensagens: c.turns.map((t) => ({
      perguntadaEm: t.askedAt,
      pergunta: t.question,
      resposta: t.answer?.text ?? null,
      fontes: t.answer?.sources.map((s) => s.title) ?? [],
      falha: t.failed === null ? null : labelOf(FAILURES, t.failed),
    })),
  }));
}

function inboxRows(inbox: Awaited<ReturnType<typeof inboxOfPerson>>) {
  return inbox.map((i) => ({
    tipo: labelOf(INBOX_KINDS, i.kind),
    referencia: i.reference,
    assunto: i.subject,
    categoria: i.category === null ? null : labelOf(INBOX_CATEGORIES, i.category),
    empresa: i.company,
    telefone: i.phone,
    experiencia: i.experience,
    curriculoEnviado: i.resumeSent,
    mensagem: i.message,
    situacao: labelOf(INBOX_STATUS, i.status),
    enviadaEm: i.sentAt,
    respostas: i.replies.map((r) => ({ em: r.at, mensagem: r.message })),
    suasRespostas: i.answers.map((a) => ({ em: a.at, canal: a.via === 'email' ? 'E-mail' : 'App', mensagem: a.message, arquivos: a.files })),
    avaliacao: i.satisfaction ? { nota: i.satisfaction.score, comentario: i.satisfaction.comment, em: i.satisfaction.at } : null,
  }));
}

function newsletterRows(newsletter: Awaited<ReturnType<typeof newsletterOfPerson>>) {
  return newsletter.map((n) => ({
    situacao: n.unsubscribedAt ? 'Cancelada' : n.confirmedAt ? 'Confirmada' : 'Aguardando confirmação',
    canal: labelOf(NEWSLETTER_SOURCES, n.source),
    pedidaEm: n.requestedAt,
    confirmadaEm: n.confirmedAt,
    canceladaEm: n.unsubscribedAt,
  }));
}

const TAX_KINDS: Readonly<Record<string, string>> = { buy: 'Compra', sell: 'Venda', swap: 'Troca (swap)', transfer_in: 'Transferência recebida', transfer_out: 'Transferência enviada' };
const TAX_VENUES: Readonly<Record<string, string>> = { br_exchange: 'Corretora no Brasil', self_custody: 'Carteira própria', p2p: 'P2P', foreign_exchange: 'Corretora no exterior', defi: 'DeFi' };
const TAX_SOURCES: Readonly<Record<string, string>> = { manual: 'Lançada na página', import: 'Importada de arquivo CSV' };

/** The tax helper's trades (opened with the person's key) and the DARF reminders asked. */
function taxRows(tax: Awaited<ReturnType<typeof taxDataOf>>) {
  return {
    operacoes: tax.trades.map((t) => ({
      em: t.at,
      tipo: labelOf(TAX_KINDS, t.kind),
      ativo: t.asset,
      quantidade: t.quantity,
      valorBrl: t.totalBrl,
      taxaBrl: t.feeBrl,
      ativoRecebido: t.receivedAsset,
      quantidadeRecebida: t.receivedQuantity,
      local: labelOf(TAX_VENUES, t.venue),
      origem: labelOf(TAX_SOURCES, t.source),
    })),
    lembretesDoDarf: tax.reminders.map((r) => ({ mes: r.month, diasAntesDoVencimento: r.daysBefore })),
  };
}

/** Everything about the person, dates as ISO instants (the readable document shows them in São Paulo time). */
export async function personalCopy(runtime: Runtime, hooks: PrivacyHooks, userId: string) {
  const email = await hooks.emailOf(userId);
  const [perfil, prefs, consents, sessions, invoices, gifts, market, conversations, inbox, newsletter, blog, mail, tax, comunidade, push, eventos] = await Promise.all([
    hooks.profileOf(userId),
    hooks.preferencesOf(userId),
    hooks.consentsOf(userId),
    hooks.sessionsOf(userId),
    invoicesOfPerson(runtime, userId),
    giftsOfPerson(runtime, userId),
    holdingsAndAlertsOf(runtime, userId),
    conversationsOf(runtime, userId),
    inboxOfPerson(runtime, userId, email),
    newsletterOfPerson(runtime, userId, email),
    blogActivityOf(runtime, userId),
    mailKeptFor(runtime, email),
    taxDataOf(runtime, userId),
    communityDataOf(runtime, userId),
    pushDataOf(runtime, userId),
    eventsOf(runtime, userId, email),
  ]);
  return {
    formato: COPY_FORMAT,
    geradoEm: runtime.now().toISOString(),
    perfil: withoutSecrets(perfil) as Record<string, unknown>,
    preferencias: preferences(prefs),
    consentimentos: consents.map((c) => ({ finalidade: labelOf(CONSENT_PURPOSES, c.purpose), acao: labelOf(CONSENT_ACTIONS, c.action), versaoDoTexto: c.text_version, canal: labelOf(CONSENT_CHANNELS, c.channel), em: c.at })),
    sessoes: sessionRows(sessions),
    faturas: invoiceRows(invoices),
    presentesComprados: gifts.map((g) => ({
      fatura: g.id,
      para: g.recipientEmail,
      mensagem: g.message,
      plano: g.planName,
      meses: g.months,
      situacao: GIFT_STATUS_LABELS[g.status],
      pagoEm: g.paidAt,
      resgatadoEm: g.redeemedAt,
    })),
    carteira: market.holdings.map((h) => ({ ativo: h.coinId, quantidade: h.quantity, custoMedioBrl: h.averageCostBrl, atualizadaEm: h.updatedAt })),
    alertasDePreco: market.priceAlerts.map((a) => ({ ativo: a.coinId, condicao: labelOf(CONDITIONS, a.condition), precoBrl: a.priceBrl, criadoEm: a.createdAt, disparadoEm: a.triggeredAt, precoNoDisparoBrl: a.triggeredPriceBrl })),
    conversasComSuporteIa: conversationRows(conversations),
    mensagensEnviadas: inboxRows(inbox),
    newsletter: newsletterRows(newsletter),
    artigosCurtidos: blog.likes.map((l) => ({ artigo: l.title, endereco: l.path, curtidoEm: l.likedAt })),
    artigosLidos: blog.reads.map((r) => ({ artigo: r.title, endereco: r.path, dia: r.day })),
    calculadoraDeIrCripto: taxRows(tax),
    comunidade,
    notificacoesNoNavegador: {
      tiposLigados: Object.entries(push.topics).filter(([, on]) => on).map(([t]) => labelOf(PUSH_TOPIC_LABELS, t)),
      navegadores: push.devices.map((d) => ({ dispositivo: d.device, enderecoDoServicoDePush: d.endpoint, ativadoEm: d.since })),
      enviadas: push.deliveries.map((d) => ({ tipo: labelOf(PUSH_TOPIC_LABELS, d.topic), situacao: labelOf(PUSH_STATUS, d.status), em: d.created_at.toISOString() })),
    },
    emailsEnviados: mail.map((m) => ({ assunto: m.subject, tipo: labelOf(MAIL_KINDS, m.tag), referencia: m.reference, situacao: labelOf(MAIL_STATUS, m.status), em: m.createdAt, enviadoEm: m.sentAt })),
    eventos,
  };
}

export type PersonalCopy = Awaited<ReturnType<typeof personalCopy>>;
