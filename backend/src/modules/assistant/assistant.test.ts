// The support assistant through the real app, PostgreSQL, Redis queue and the OpenAI-compatible fake
// speaking SSE: retrieval from the console's own texts, the streamed relay, sources and "não sei",
// the person's own account, hand-off to an inbox ticket with the transcript, failures, ownership and
// the per-person and per-IP limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantStream, inboxStream } from '@piboost/events';
import { startFakeChatProvider, answerByUse, type FakeChatProvider } from '../../platform/ai/fake-chat-provider';
import { readStream } from '../../platform/command';
import { openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';
import { assistantWorkers } from './jobs';
import { asksForHuman, publicPassages, type Passage } from './knowledge';
import { DONT_KNOW, readAnswer, visiblePart } from './prompt';
import { answering } from './retrieval';
import { isAssistantRequest, simulatedAssistantAnswer } from './simulated';
import { ASSISTANT_LIMITS } from './http/context';
import { eventually } from '../../../../tests/support/eventually';
import { surveyAnswers } from '../../../../tests/support/fixtures';

let h: AppHarness;
let ai: FakeChatProvider;

beforeAll(async () => {
  ai = await startFakeChatProvider({ answer: answerByUse([{ handles: isAssistantRequest, answer: simulatedAssistantAnswer }], () => 'OK') });
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', AI_BASE_URL: ai.url, AI_API_KEY: 'teste' });
  for (const w of assistantWorkers) h.runtime.jobs.worker(w.queue, (job) => w.process(h.runtime, job as never));
}, 60_000);
afterAll(async () => {
  await h?.close();
  await ai?.close();
});

const passages: Passage[] = publicPassages().map((p, i) => ({ ...p, id: `P${i + 1}` }));
const ip = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** Reads the relay to its end: the text of every delta, and the final event. */
async function relay(path: string, headers: Record<string, string> = {}) {
  const res = await h.http.get(path).set(headers).buffer(true).parse((r, done) => {
    let text = '';
    r.on('data', (c: Buffer) => (text += c.toString('utf8')));
    r.on('end', () => done(null, text));
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = (res.body as string)
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({ event: /^event: (\w+)/m.exec(block)![1]!, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Record<string, unknown> }));
  return { deltas: events.filter((e) => e.event === 'delta').map((e) => e.data.text as string), last: events.at(-1)! };
}

describe('knowledge and answers', () => {
  it('finds the help centre’s trial question, accent-insensitively, and nothing for an unrelated question', () => {
    for (const q of ['Como funciona o teste grátis?', 'como funciona o TESTE GRATIS']) {
      expect(answering(q, passages, 1)[0]).toMatchObject({ path: '/help', title: 'Como ativo o teste grátis de 30 dias?' });
    }
    expect(answering('Posso cancelar a qualquer momento?', passages, 1)[0]!.path).toBe('/pricing');
    expect(answering('Vocês vendem meus dados?', passages, 1)[0]!.path).toBe('/privacy');
    expect(answering('Qual é a capital da Mongólia?', passages)).toEqual([]);
    expect(asksForHuman('Quero falar com um atendente humano')).toBe(true);
    expect(asksForHuman('Como funciona o teste?')).toBe(false);
  });

  it('reads the sources the answer names, drops unknown ones, and hides the closing line while it streams', () => {
    expect(readAnswer('Resposta.\n[[fontes: P1, P99, P1]]', passages)).toEqual({ answer: 'Resposta.', sources: [{ title: passages[0]!.title, path: '/help' }], unsure: false });
    expect(readAnswer('Não sei.\n[[nao_sei]]', passages)).toMatchObject({ answer: 'Não sei.', sources: [], unsure: true });
    expect(readAnswer('Sem linha final', passages).unsure).toBe(true);
    expect(visiblePart('Texto pronto\n[')).toBe('Texto pronto');
    expect(visiblePart('Texto pronto\n[[fon')).toBe('Texto pronto');
  });
});

describe('a visitor’s conversation', () => {
  const from = ip();
  let conversationId: string;

  it('answers a trial question from the help centre, streamed, with the page it used, and records it as events', async () => {
    const sent = ai.received.length;
    const ask = await h.http.post('/api/assistant/messages').set('X-Forwarded-For', from).send({ question: 'Como funciona o teste grátis?' }).expect(202);
    expect(ask.body.data).toMatchObject({ streaming: true, needsContact: false, handoff: null });
    conversationId = ask.body.data.conversationId;
    const { deltas, last } = await relay(`/api/assistant/conversations/${conversationId}/messages/${ask.body.data.messageId}/stream`, { 'X-Forwarded-For': from });
    expect(last.event).toBe('done');
    const turn = (last.data.turns as { answer: { text: string; sources: unknown[]; unsure: boolean; simulated: boolean } }[])[0]!;
    expect(turn.answer.text).toMatch(/^Simulação local - segundo "Como ativo o teste grátis de 30 dias\?": Depois do cadastro, responda à pesquisa de perfil de investidor/);
    expect(turn.answer).toMatchObject({ sources: [{ title: 'Como ativo o teste grátis de 30 dias?', path: '/help' }], unsure: false, simulated: false });
    // What was relayed is the answer, never the closing line.
    expect(deltas.join('')).toBe(turn.answer.text);
    // The provider was asked in a job, streamed, with the assistant's parameters and the passages.
    expect(ai.received[sent]).toMatchObject({ stream: true, max_tokens: 700, temperature: 0.2 });
    expect(ai.received[sent]!.messages.at(-1)!.content).toContain('"path":"/help"');
    const types = (await readStream(h.runtime.store, assistantStream(conversationId))).map((e) => e.type);
    expect(types).toEqual(['AssistantConversationStarted', 'AssistantQuestionAsked', 'AssistantAnswered']);
    // The question and answer are sealed with the conversation's own key.
    const stored = (await readStream(h.runtime.store, assistantStream(conversationId)))[2]!.data as { answer: string };
    expect(stored.answer).not.toContain('Simulação local');
  });

  it('says it does not know when nothing in the texts answers, without asking the provider', async () => {
    const sent = ai.received.length;
    const ask = await h.http.post('/api/assistant/messages').set('X-Forwarded-For', from).send({ conversationId, question: 'Qual é a capital da Mongólia?' }).expect(202);
    const { last } = await relay(`/api/assistant/conversations/${conversationId}/messages/${ask.body.data.messageId}/stream`, { 'X-Forwarded-For': from });
    const turn = (last.data.turns as { answer: { text: string; sources: unknown[]; unsure: boolean } }[])[1]!;
    expect(turn.answer).toMatchObject({ text: DONT_KNOW, sources: [], unsure: true, simulated: false });
    // Nothing in the texts answers it: the provider was not asked to guess.
    expect(ai.received.length).toBe(sent);
    // A visitor is not handed off without a name and an e-mail.
    expect(last.data.handoff).toBeNull();
  });

  it('is private to whoever holds it: a signed-in stranger finds nothing', async () => {
    const stranger = await sessionToken(h.runtime, { roles: ['user'], premium: false, profileComplete: true });
    const res = await h.http.get(`/api/assistant/conversations/${conversationId}`).set('Authorization', `Bearer ${stranger}`).expect(404);
    expect(res.body.message).toBe('Conversa não encontrada.');
  });

  it('hands the conversation to a ticket in the inbox with the transcript, once', async () => {
    const missing = await h.http.post(`/api/assistant/conversations/${conversationId}/handoff`).set('X-Forwarded-For', from).send({}).expect(400);
    expect(missing.body.message).toBe('Informe nome e e-mail para a equipe responder você.');
    const res = await h.http.post(`/api/assistant/conversations/${conversationId}/handoff`).set('X-Forwarded-For', from).send({ name: 'Ana Souza', email: 'ana.souza@exemplo.com.br' }).expect(201);
    const ticketNumber = res.body.data.ticketNumber as string;
    expect(ticketNumber).toMatch(/^SUP-\d{8}$/);
    expect(res.body.message).toBe(`Conversa enviada para a nossa equipe: chamado ${ticketNumber}. Responderemos por e-mail.`);
    const row = await eventually(() => h.runtime.db('inbox').where({ reference: ticketNumber }).first(), { label: 'the ticket in the inbox' });
    expect(row).toMatchObject({ kind: 'support', priority: 'high', status: 'new' });
    const staff = await sessionToken(h.runtime, { roles: ['user', 'support'], premium: false, profileComplete: true });
    const item = (await h.http.get(`/api/admin/inbox/${row.id}`).set('Authorization', `Bearer ${staff}`).expect(200)).body;
    // A fixed subject that names the channel: what the person typed stays in the sealed transcript.
    expect(item.subject).toBe('Suporte IA: conversa encaminhada a um atendente');
    expect(item.message).toContain('Pessoa: Como funciona o teste grátis?');
    expect(item.message).toContain('Suporte IA: Simulação local - segundo "Como ativo o teste grátis de 30 dias?"');
    expect(item.message).toContain(`Fontes: Como ativo o teste grátis de 30 dias? (${h.runtime.config.publicUrl.replace(/\/$/, '')}/help)`);
    expect(item.message).toContain('Suporte IA (sem certeza):');
    // Again: the same ticket; and the conversation takes no more questions.
    expect((await h.http.post(`/api/assistant/conversations/${conversationId}/handoff`).set('X-Forwarded-For', from).send({ name: 'Ana Souza', email: 'ana.souza@exemplo.com.br' }).expect(201)).body.data.ticketNumber).toBe(ticketNumber);
    const more = await h.http.post('/api/assistant/messages').set('X-Forwarded-For', from).send({ conversationId, question: 'E agora?' }).expect(409);
    expect(more.body.message).toBe(`Esta conversa já está com a nossa equipe (chamado ${ticketNumber}). Comece uma nova conversa para outra dúvida.`);
    const handed = (await readStream(h.runtime.store, inboxStream(row.id))).map((e) => e.type);
    expect(handed).toEqual(['SupportTicketOpened']);
  });

  it('is listed for staff with its counts and ticket, and its transcript opens in the back office', async () => {
    const staff = { Authorization: `Bearer ${await sessionToken(h.runtime, { roles: ['user', 'support'], premium: false, profileComplete: true })}` };
    const row = await eventually(async () => {
      const res = await h.http.get('/api/admin/assistant/conversations').query({ filter: JSON.stringify({ id: conversationId }) }).set(staff).expect(200);
      return (res.body as { ticketNumber: string | null }[]).find((r) => r.ticketNumber);
    }, { label: 'the conversation in the read model' });
    expect(row).toMatchObject({ id: conversationId, userId: null, questions: 2, answered: 2, unsure: 1, failed: 0, ticketNumber: expect.stringMatching(/^SUP-/), handoffReason: 'unsure' });
    const one = (await h.http.get(`/api/admin/assistant/conversations/${conversationId}`).set(staff).expect(200)).body;
    expect(one.turns.map((t: { question: string }) => t.question)).toEqual(['Como funciona o teste grátis?', 'Qual é a capital da Mongólia?']);
    expect(one.turns[0].answer.sources).toEqual([{ title: 'Como ativo o teste grátis de 30 dias?', path: '/help' }]);
    // People are not staff.
    const person = await sessionToken(h.runtime, { roles: ['user'], premium: false, profileComplete: true });
    await h.http.get('/api/admin/assistant/conversations').set('Authorization', `Bearer ${person}`).expect(403);
  });
});

describe('a signed-in person', () => {
  it('is answered from their own account, and asking for a human opens a ticket at once, without calling the AI', async () => {
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    const auth = { Authorization: `Bearer ${accessToken}`, 'X-Forwarded-For': ip() };
    const ask = await h.http.post('/api/assistant/messages').set(auth).send({ question: 'Quando termina o meu teste grátis?' }).expect(202);
    const { conversationId, messageId } = ask.body.data;
    const { last } = await relay(`/api/assistant/conversations/${conversationId}/messages/${messageId}/stream`, auth);
    const turn = (last.data.turns as { answer: { text: string; sources: unknown[] } }[])[0]!;
    expect(turn.answer.text).toContain('Seu teste grátis de 30 dias ainda não foi usado');
    expect(turn.answer.sources).toEqual([{ title: 'Sua conta: plano, Premium e teste grátis', path: '/profile' }]);
    // Visitors cannot read it.
    await h.http.get(`/api/assistant/conversations/${conversationId}`).expect(404);

    const sent = ai.received.length;
    const human = await h.http.post('/api/assistant/messages').set(auth).send({ conversationId, question: 'Quero falar com um atendente humano' }).expect(202);
    expect(human.body.data).toMatchObject({ streaming: false, needsContact: false, handoff: { ticketNumber: expect.stringMatching(/^SUP-/) } });
    expect(ai.received.length).toBe(sent);
    const row = await eventually(() => h.runtime.db('inbox').where({ reference: human.body.data.handoff.ticketNumber }).first(), { label: 'the ticket' });
    expect(row).toMatchObject({ priority: 'medium', user_id: expect.any(String) });
  });

  it('tells a person on trial when it ends, from their own subscription', async () => {
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    await h.http.post('/api/user/submit-survey-and-activate-trial').set('Authorization', `Bearer ${accessToken}`).send(surveyAnswers).expect(200);
    const until = (await h.http.get('/api/billing/subscription').set('Authorization', `Bearer ${accessToken}`).expect(200)).body.data.premiumUntil as string;
    const day = new Date(until).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const auth = { Authorization: `Bearer ${accessToken}`, 'X-Forwarded-For': ip() };
    const ask = await h.http.post('/api/assistant/messages').set(auth).send({ question: 'Quando termina o meu teste grátis?' }).expect(202);
    const { last } = await relay(`/api/assistant/conversations/${ask.body.data.conversationId}/messages/${ask.body.data.messageId}/stream`, auth);
    const turn = (last.data.turns as { answer: { text: string; sources: unknown[] } }[])[0]!;
    expect(turn.answer.text).toContain(`Seu teste grátis do plano Professional está ativo e termina em ${day}.`);
    expect(turn.answer.sources).toEqual([{ title: 'Sua conta: plano, Premium e teste grátis', path: '/profile' }]);
  });

  it('hands an unsure answer to a human on its own, and tells a failed provider apart', async () => {
    const token = await sessionToken(h.runtime, { roles: ['user'], premium: false, profileComplete: true });
    // sessionToken makes a principal without an account; hand-off needs the person's name and e-mail.
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    const auth = { Authorization: `Bearer ${accessToken}`, 'X-Forwarded-For': ip() };
    const ask = await h.http.post('/api/assistant/messages').set(auth).send({ question: 'Qual é a capital da Mongólia?' }).expect(202);
    const { last } = await relay(`/api/assistant/conversations/${ask.body.data.conversationId}/messages/${ask.body.data.messageId}/stream`, auth);
    expect(last.data.handoff).toMatchObject({ reason: 'unsure', ticketNumber: expect.stringMatching(/^SUP-/) });

    ai.mode = 'down';
    try {
      const other = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip() };
      const failed = await h.http.post('/api/assistant/messages').set(other).send({ question: 'Como funciona o teste grátis?' }).expect(202);
      const relayed = await relay(`/api/assistant/conversations/${failed.body.data.conversationId}/messages/${failed.body.data.messageId}/stream`, other);
      expect((relayed.last.data.turns as { failed: string }[])[0]!.failed).toBe('unavailable');
      expect((await readStream(h.runtime.store, assistantStream(failed.body.data.conversationId))).at(-1)!.type).toBe('AssistantAnswerFailed');
    } finally {
      ai.mode = 'ok';
    }
  });
});

describe('asking a visitor for contact', () => {
  it('asks a visitor who wants a person for a name and e-mail, without calling the AI, and keeps the conversation open', async () => {
    const from = ip();
    const sent = ai.received.length;
    const human = await h.http.post('/api/assistant/messages').set('X-Forwarded-For', from).send({ question: 'Posso falar com um atendente?' }).expect(202);
    expect(human.body.data).toMatchObject({ streaming: false, needsContact: true, handoff: null });
    expect(ai.received.length).toBe(sent);
    const next = await h.http.post('/api/assistant/messages').set('X-Forwarded-For', from).send({ conversationId: human.body.data.conversationId, question: 'Existe garantia?' }).expect(202);
    const { last } = await relay(`/api/assistant/conversations/${human.body.data.conversationId}/messages/${next.body.data.messageId}/stream`, { 'X-Forwarded-For': from });
    expect((last.data.turns as { answer: { sources: { path: string }[] } | null }[])[1]!.answer!.sources).toEqual([{ title: 'Existe garantia?', path: '/pricing' }]);
  });
});

describe('limits and bad input', () => {
  it('refuses an empty question in Portuguese, and limits questions per person and per IP', async () => {
    expect((await h.http.post('/api/assistant/messages').send({ question: ' ' }).expect(400)).body.errors).toEqual({ question: 'Escreva sua pergunta.' });
    // A visitor's person limit is their address: 30 an hour (asking for a human calls no AI).
    const from = ip();
    for (let i = 0; i < ASSISTANT_LIMITS.person; i++) await h.http.post('/api/assistant/messages').set('X-Forwarded-For', from).send({ question: 'Quero falar com um humano' }).expect(202);
    const refused = await h.http.post('/api/assistant/messages').set('X-Forwarded-For', from).send({ question: 'Quero falar com um humano' }).expect(429);
    expect(refused.body.message).toMatch(/^Você fez muitas perguntas ao Suporte IA na última hora\. Tente de novo em \d+ min ou abra um chamado abaixo\.$/);
    // Signed-in people behind one address share its 60 an hour.
    const shared = ip();
    for (let i = 0; i < ASSISTANT_LIMITS.ip; i++) {
      const token = await sessionToken(h.runtime, { roles: ['user'], premium: false, profileComplete: true });
      await h.http.post('/api/assistant/messages').set({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': shared }).send({ question: 'Quero falar com um humano' });
    }
    const token = await sessionToken(h.runtime, { roles: ['user'], premium: false, profileComplete: true });
    const network = await h.http.post('/api/assistant/messages').set({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': shared }).send({ question: 'Quero falar com um humano' }).expect(429);
    expect(network.body.message).toMatch(/^Muitas perguntas ao Suporte IA a partir da sua rede\./);
  }, 60_000);
});
