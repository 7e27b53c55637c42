// The copy of one's data (LGPD art. 18 II and V) from a person who used the product: paid an
// invoice through the sandbox, holds a coin, set a price alert, asked the assistant, changed a
// preference, turned two-factor on, wrote to us (a contact form and a support ticket that staff
// answered), subscribed to the newsletter and liked an article. The copy holds all of it, and the
// mail we kept for them, read through each module's own API, and none of the secrets that guard
// the account.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleGenerated, ArticlePublished, LessonCompleted, QuizAnswered, articleStream, learningStream, newEvent, userStream } from '@piboost/events';
import { enrolTwoFactor, openPlatform, type AppHarness } from '../../../../tests/support/app';
import { signedInPerson } from '../../../../tests/support/profile';
import { receivedMail } from '../../../../tests/support/outbox';
import { sessionToken } from '../../../../tests/support/sessions';
import type { Runtime } from '../../platform/runtime';
import { startFakeChatProvider, answerByUse, type FakeChatProvider } from '../../platform/ai/fake-chat-provider';
import { assistantSimulator } from '../assistant';
import { eventually } from '../../../../tests/support/eventually';

interface Copy {
  perfil: Record<string, unknown>;
  preferencias: Record<string, unknown>;
  consentimentos: { finalidade: string; acao: string }[];
  sessoes: { dispositivo: string | null; criadaEm: string; encerradaEm: string | null }[];
  faturas: { numero: string; recibo: string | null; valor: string; situacao: string; plano: string; criadaEm: string; pagaEm: string | null }[];
  carteira: { ativo: string; quantidade: number; custoMedioBrl: number }[];
  alertasDePreco: { ativo: string; condicao: string; precoBrl: number }[];
  conversasComSuporteIa: { mensagens: { pergunta: string; resposta: string | null }[] }[];
  mensagensEnviadas: { tipo: string; referencia: string; assunto: string | null; empresa: string | null; mensagem: string | null; situacao: string; enviadaEm: string; respostas: { em: string; mensagem: string | null }[] }[];
  newsletter: { situacao: string; canal: string; pedidaEm: string; confirmadaEm: string | null }[];
  artigosCurtidos: { artigo: string; endereco: string; curtidoEm: string }[];
  artigosLidos: { artigo: string; endereco: string; dia: string }[];
  emailsEnviados: { assunto: string; tipo: string; situacao: string; em: string }[];
  eventos: { fluxo: string; tipo: string; descricao: string; dados: Record<string, unknown> }[];
}

/** Every key and every string value of a JSON document, however deep. */
function walk(value: unknown, out: { keys: string[]; strings: string[] } = { keys: [], strings: [] }) {
  if (typeof value === 'string') out.strings.push(value);
  else if (Array.isArray(value)) for (const v of value) walk(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.keys.push(k);
      walk(v, out);
    }
  }
  return out;
}

describe('the copy of one\'s data', () => {
  let runtime: Runtime;
  let h: AppHarness;
  let ai: FakeChatProvider;

  beforeAll(async () => {
    ai = await startFakeChatProvider({ answer: answerByUse([assistantSimulator], () => 'OK') });
    h = await openPlatform({ AI_BASE_URL: ai.url, AI_API_KEY: 'teste' });
    runtime = h.runtime;
  });

  afterAll(async () => {
    await h?.close();
    await ai?.close();
  });

  it('holds the invoice, holding, alert, conversation, messages, newsletter, likes, mail, consents, sessions and preferences, and no secret', async () => {
    const p = await signedInPerson(h, 'copia');
    const signUpCode = /\b(\d{6})\b/.exec((await receivedMail(runtime, { to: p.email, tag: 'verification-code' })).text)![1]!;
    const { secret: totpSecret, recoveryCodes } = await enrolTwoFactor(h, p.token);

    // A paid invoice: checkout through the sandbox (once the first quote is in), paid from the back office.
    const checkout = await eventually(async () => {
      const res = await h.http.post('/api/billing/checkout').set(p.auth).send({ plan: 'professional', period: 'monthly', method: 'pix' });
      return res.status === 201 ? (res.body.data.invoiceId as string) : null;
    }, { label: 'a cotação para o checkout', timeout: 30_000 });
    const charged = await eventually(async () => {
      const d = (await h.http.get(`/api/billing/invoices/${checkout}`).set(p.auth).expect(200)).body.data as { paymentCode: string | null; paymentLink: string | null; amount: number };
      return d.paymentCode ? d : null;
    }, { label: 'a cobrança sandbox', timeout: 20_000 });
    const admin = { Authorization: `Bearer ${await sessionToken(runtime, { roles: ['user', 'admin'], premium: false, profileComplete: true })}` };
    await h.http.post(`/api/admin/billing/invoices/${checkout}/mark-paid-sandbox`).set(admin).expect(200);
    const receipt = /Recibo (PB-\d{4}-\d{6})/.exec((await receivedMail(runtime, { to: p.email, tag: 'receipt' })).subject)![1]!;

    await h.http.put('/api/portfolio/holdings/bitcoin').set(p.auth).send({ quantity: 0.25, averageCostBrl: 310_000 }).expect(200);
    await h.http.post('/api/price-alerts').set(p.auth).send({ coinId: 'ethereum', condition: 'below', priceBrl: 9_500 }).expect(201);
    await h.http.put('/api/user/preferences').set(p.auth).send({ weekly_report: false }).expect(200);
    const asked = await h.http.post('/api/assistant/messages').set(p.auth).send({ question: 'Como funciona o teste grátis?' }).expect(202);
    await eventually(async () => ((await runtime.db('assistant_conversations').where({ id: asked.body.data.conversationId }).first())?.answered > 0 ? true : null), { label: 'a resposta do assistente', timeout: 20_000 });

    // Written to us while signed in: a contact form, and a support ticket that staff answered.
    const contact = (
      await h.http.post('/api/contact/message').set(p.auth).send({ name: 'Maria da Silva', email: p.email, company: 'Padaria Estrela', subject: 'Parceria com a padaria', category: 'partnership', message: 'Podemos aceitar cripto no caixa?' }).expect(201)
    ).body.data.reference as string;
    const ticket = (await h.http.post('/api/support/ticket').set(p.auth).send({ name: 'Maria da Silva', email: p.email, subject: 'Relatório não chega', message: 'O relatório semanal não chegou.', priority: 'medium' }).expect(201)).body.data.ticketNumber as string;
    const itemId = await eventually(async () => (await runtime.db('inbox').where({ reference: ticket }).first<{ id: string } | undefined>('id'))?.id, { label: 'o chamado no back office' });
    await h.http.post(`/api/admin/inbox/${itemId}/replies`).set(admin).send({ message: 'Reenviamos o relatório para você.' }).expect(201);
    await receivedMail(runtime, { to: p.email, tag: 'inbox-reply' });

    // The newsletter, from the profile, confirmed through the mailed link.
    await h.http.post('/api/newsletter/subscribe').set(p.auth).send({ email: p.email, source: 'profile' }).expect(202);
    const confirmLink = new URL(/https?:\/\/\S+/.exec((await receivedMail(runtime, { to: p.email, tag: 'newsletter-confirmation' })).text)![0]);
    await h.http.post('/api/newsletter/confirm').send({ s: confirmLink.searchParams.get('s'), t: confirmLink.searchParams.get('t') }).expect(200);

    // A published article, read and liked.
    const article = { id: randomUUID(), slug: `bitcoin-no-caixa-${randomBytes(3).toString('hex')}`, title: 'Bitcoin no caixa da padaria' };
    await runtime.events.append(articleStream(article.id), [
      newEvent(ArticleGenerated, {
        articleId: article.id,
        slug: article.slug,
        title: article.title,
        excerpt: 'Como pequenos comércios aceitam cripto.',
        body: 'Pequenos comércios começam a aceitar pagamentos em bitcoin pela rede Lightning, com taxas baixas.',
        category: 'educacao',
        tags: ['Bitcoin'],
        imageUrl: null,
        author: 'Redação',
        readTimeMinutes: 1,
        sourceDate: null,
        sourceUrl: null,
        sources: [],
        aiGenerated: true,
        simulated: true,
        model: 'simulado',
        costUsd: 0,
        generatedAt: runtime.now().toISOString(),
      }),
      newEvent(ArticlePublished, { articleId: article.id, staffId: null, publishedAt: runtime.now().toISOString() }),
    ]);
    await eventually(async () => ((await h.http.get(`/api/public/blog/articles/${article.slug}`)).status === 200 ? true : null), { label: 'o artigo publicado' });
    await h.http.post(`/api/public/blog/articles/${article.slug}/view`).set(p.auth).expect(200);
    await h.http.put(`/api/blog/articles/${article.slug}/like`).set(p.auth).send({ liked: true }).expect(200);
    await eventually(async () => runtime.db('newsletter_subscriptions').where({ email_hash: confirmLink.searchParams.get('s'), status: 'confirmed' }).first(), { label: 'a inscrição confirmada' });
    await eventually(async () => runtime.db('inbox_replies').where({ item_id: itemId }).first(), { label: 'a resposta no chamado' });
    await eventually(async () => runtime.db('blog_article_likes').where({ user_id: p.userId }).first(), { label: 'a curtida' });

    // Learning (issue 23): a quiz answer and a completed lesson, as the education module writes them.
    await runtime.events.append(learningStream(p.userId), [
      newEvent(QuizAnswered, { userId: p.userId, lessonId: 'o-que-e-bitcoin', version: 1, itemId: 'o-que-e-bitcoin-q1', skillId: 'entender-bitcoin', optionId: 'b', correct: true, attempt: 1 }),
      newEvent(LessonCompleted, { userId: p.userId, lessonId: 'o-que-e-bitcoin', trackId: 'primeiros-passos', version: 1, attempt: 1, correct: 3, total: 3 }),
    ]);
    await h.http.post('/api/user/data-export').set(p.auth).expect(202);
    const mail = (await receivedMail(runtime, { to: p.email, tag: 'privacy-export' })).text;
    const link = new URL(/(http\S+formato=json)/.exec(mail)![1]!);
    const json = (await h.http.get(link.pathname + link.search).expect(200)).text;
    const html = (await h.http.get(link.pathname + link.search.replace('formato=json', 'formato=html')).expect(200)).text;
    const copy = JSON.parse(json) as Copy;

    expect(copy.faturas).toEqual([expect.objectContaining({ numero: checkout, recibo: receipt, situacao: 'Paga', plano: 'Professional', pagaEm: expect.any(String) })]);
    expect(copy.faturas[0]!.valor).toBe(`R$ ${(charged.amount / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
    expect(copy.carteira).toEqual([expect.objectContaining({ ativo: 'bitcoin', quantidade: 0.25, custoMedioBrl: 310_000 })]);
    expect(copy.alertasDePreco).toEqual([expect.objectContaining({ ativo: 'ethereum', condicao: 'Abaixo de', precoBrl: 9_500 })]);
    expect(copy.conversasComSuporteIa).toHaveLength(1);
    expect(copy.conversasComSuporteIa[0]!.mensagens[0]).toMatchObject({ pergunta: 'Como funciona o teste grátis?', resposta: expect.stringMatching(/\S/) });
    expect(copy.consentimentos.map((c) => `${c.finalidade}: ${c.acao}`)).toEqual(expect.arrayContaining(['Tratamento de dados pessoais (LGPD): Concedido', 'Termos de uso: Concedido']));
    expect(copy.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(copy.preferencias).toMatchObject({ relatorioSemanal: false, verificacaoEmDuasEtapas: true });
    expect(copy.mensagensEnviadas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'Contato', referencia: contact, assunto: 'Parceria com a padaria', empresa: 'Padaria Estrela', mensagem: 'Podemos aceitar cripto no caixa?', situacao: 'Novo', respostas: [] }),
        expect.objectContaining({ tipo: 'Chamado de suporte', referencia: ticket, assunto: 'Relatório não chega', mensagem: 'O relatório semanal não chegou.', situacao: 'Aguardando cliente' }),
      ]),
    );
    expect(copy.mensagensEnviadas.find((m) => m.referencia === ticket)!.respostas).toEqual([{ em: expect.any(String), mensagem: 'Reenviamos o relatório para você.' }]);
    expect(copy.newsletter).toEqual([{ situacao: 'Confirmada', canal: 'Perfil', pedidaEm: expect.any(String), confirmadaEm: expect.any(String), canceladaEm: null }]);
    expect(copy.artigosCurtidos).toEqual([{ artigo: article.title, endereco: `/blog/${article.slug}`, curtidoEm: expect.any(String) }]);
    expect(copy.artigosLidos).toEqual([{ artigo: article.title, endereco: `/blog/${article.slug}`, dia: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(runtime.now()) }]);
    expect(copy.emailsEnviados).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'Recibo de pagamento', assunto: expect.stringContaining(receipt) }),
        expect.objectContaining({ tipo: 'Resposta da equipe' }),
        expect.objectContaining({ tipo: 'Confirmação da newsletter' }),
      ]),
    );

    expect(copy.eventos.map((e) => e.tipo)).toEqual(expect.arrayContaining(['RegistrationStarted', 'EmailVerified', 'AccountRegistered', 'TwoFactorEnabled', 'HoldingSet', 'PriceAlertSet', 'PreferencesUpdated']));
    // The person's answers, opened: the option they chose.
    expect(copy.eventos.filter((e) => e.tipo === 'QuizAnswered' || e.tipo === 'LessonCompleted')).toEqual([
      expect.objectContaining({ fluxo: 'aprendizado', descricao: 'Questão de quiz respondida', dados: expect.objectContaining({ itemId: 'o-que-e-bitcoin-q1', optionId: 'b', correct: true }) }),
      expect.objectContaining({ fluxo: 'aprendizado', descricao: 'Lição concluída', dados: expect.objectContaining({ lessonId: 'o-que-e-bitcoin' }) }),
    ]);

    // The readable document: Portuguese sections, the figures as the person knows them, São Paulo time.
    const inSaoPaulo = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
    for (const heading of ['Faturas', 'Carteira', 'Alertas de preço', 'Conversas com o Suporte IA', 'Mensagens enviadas ao π Boost', 'Newsletter', 'Artigos curtidos', 'E-mails enviados a você', 'Consentimentos', 'Sessões', 'Preferências']) expect(html).toContain(`<h2>${heading}`);
    expect(html).toContain(receipt);
    for (const text of ['Parceria com a padaria', 'Padaria Estrela', 'Reenviamos o relatório para você.', ticket, article.title]) expect(html).toContain(text);
    const newsletter = copy.newsletter[0]!;
    expect(html).toContain(`<td>Confirmada</td><td>Perfil</td><td>${inSaoPaulo(newsletter.pedidaEm)}</td><td>${inSaoPaulo(newsletter.confirmadaEm!)}</td>`);
    expect(html).toContain(copy.faturas[0]!.valor);
    expect(html).toContain('Como funciona o teste grátis?');
    expect(html).toContain('horário de Brasília');
    expect(html).toContain(`<td>Paga</td><td>${inSaoPaulo(copy.faturas[0]!.criadaEm)}</td><td>${inSaoPaulo(copy.faturas[0]!.pagaEm!)}</td></tr>`);
    expect(html).toContain('<th>Forma de acesso</th><td>E-mail e senha</td>');

    // No secret anywhere: the authenticator's secret, recovery codes and their hashes, password
    // hashes, session and refresh tokens, the payment's bearer code and link, the copy's own link.
    const codeHashes: string[] = [];
    for await (const e of runtime.store.readStream(userStream(p.userId))) if (e.type === 'TwoFactorEnabled') codeHashes.push(...(e.data as { recoveryCodeHashes: string[] }).recoveryCodeHashes);
    const refreshHashes = (await runtime.db('identity_refresh_tokens as t').join('identity_sessions as s', 's.id', 't.session_id').where('s.user_id', p.userId).select<{ token_hash: string }[]>('t.token_hash')).map((r) => r.token_hash);
    // Bearer secrets mailed to the person: the sign-up code, the newsletter's confirmation and cancellation links.
    const unsubscribe = /cancelar\?s=[a-f0-9]+&t=([a-f0-9]{64})/.exec((await receivedMail(runtime, { to: p.email, tag: 'newsletter-confirmation' })).text)![1]!;
    const mailed = [signUpCode, confirmLink.searchParams.get('t')!, unsubscribe];
    const secrets = [totpSecret, ...recoveryCodes, ...codeHashes, ...refreshHashes, p.token, charged.paymentCode!, charged.paymentLink!, link.searchParams.get('token')!, ...mailed];
    expect(codeHashes).toHaveLength(10);
    expect(refreshHashes.length).toBeGreaterThan(0);
    const { keys, strings } = walk(copy);
    for (const s of strings) {
      expect(s).not.toMatch(/\$argon2/);
      for (const secret of secrets) expect(s, 'um segredo na cópia').not.toContain(secret);
    }
    expect(keys.filter((k) => /hash|secret|token|password|senha|segredo/i.test(k))).toEqual([]);
    expect(html).not.toMatch(/\$argon2/);
    for (const secret of secrets) expect(html.includes(secret), 'um segredo no documento').toBe(false);
  });
});
