import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { AssistantChat } from './assistant-chat';

// The chat as a visitor uses it: the answer appears piece by piece from the relay's server-sent
// events, ends with the page it came from, and the conversation goes to the team with a name and
// e-mail (the server's answers are stubbed at fetch; the server's own tests cover the rest).

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const conversation = {
  conversationId: 'c1',
  turns: [{ messageId: 'm1', question: 'Como funciona o teste grátis?', answer: { text: 'Responda à pesquisa de perfil.', sources: [{ title: 'Como ativo o teste grátis de 30 dias?', path: '/help' }], unsure: false, simulated: true }, failed: null }],
  handoff: null,
};
let sent: { method: string; url: string; body: unknown }[];
let releaseDone: () => void;

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/assistant/messages') return json(202, { success: true, data: { conversationId: 'c1', messageId: 'm1', streaming: true, needsContact: false, handoff: null } });
    if (url.endsWith('/stream')) {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('event: delta\ndata: {"text":"Responda à "}\n\n'));
          releaseDone = () => {
            controller.enqueue(encoder.encode(`event: delta\ndata: {"text":"pesquisa de perfil."}\n\nevent: done\ndata: ${JSON.stringify(conversation)}\n\n`));
            controller.close();
          };
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (url.endsWith('/handoff')) {
      const b = JSON.parse(String(init.body)) as { name?: string };
      if (!b.name) return json(400, { success: false, message: 'Informe nome e e-mail para a equipe responder você.', code: 'VALIDATION_ERROR', errors: { name: 'Informe seu nome.' } });
      return json(201, { success: true, message: 'Conversa enviada para a nossa equipe: chamado SUP-12345678. Responderemos por e-mail.', data: { ticketNumber: 'SUP-12345678' } });
    }
    return json(404, { success: false, message: 'não', code: 'NOT_FOUND' });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AssistantChat', () => {
  it('shows the answer as it streams, then its source; hands off with a name and e-mail', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AssistantChat />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Sua pergunta'), 'Como funciona o teste grátis?');
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    const log = screen.getByRole('log', { name: 'Conversa com o Suporte IA' });
    // The first piece is on screen before the rest arrives.
    expect(await within(log).findByText('Responda à')).toBeTruthy();
    releaseDone();
    expect(await within(log).findByRole('link', { name: 'Como ativo o teste grátis de 30 dias?' })).toHaveProperty('pathname', '/help');
    expect(within(log).getByText('Simulação local')).toBeTruthy();
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/assistant/messages', body: { question: 'Como funciona o teste grátis?' } });

    await user.click(screen.getByRole('button', { name: 'Falar com um humano' }));
    const form = screen.getByRole('form', { name: 'Falar com um humano' });
    await user.click(within(form).getByRole('button', { name: 'Enviar para a equipe' }));
    expect(await within(form).findByText('Informe seu nome.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Nome'), 'Ana Souza');
    await user.type(within(form).getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(within(form).getByRole('button', { name: 'Enviar para a equipe' }));
    expect((await screen.findByRole('status')).textContent).toBe('Conversa enviada para a nossa equipe: chamado SUP-12345678. Responderemos por e-mail.');
    expect(sent.at(-1)).toEqual({ method: 'POST', url: '/api/assistant/conversations/c1/handoff', body: { name: 'Ana Souza', email: 'ana@exemplo.com.br' } });
    expect(screen.getByRole('button', { name: 'Nova conversa' })).toBeTruthy();
  });

  it('speaks US English around the answer, which stays in Portuguese, marked so, under one note (issue 26)', async () => {
    await setPersonLocale('en-US');
    try {
      const user = userEvent.setup();
      render(
        <MemoryRouter>
          <AssistantChat />
        </MemoryRouter>,
      );
      await user.type(screen.getByLabelText('Your question'), 'Como funciona o teste grátis?');
      await user.click(screen.getByRole('button', { name: 'Ask' }));
      const log = screen.getByRole('log', { name: 'Conversation with AI Support' });
      releaseDone();
      const link = await within(log).findByRole('link', { name: 'Como ativo o teste grátis de 30 dias?' });
      expect(link.closest('.chat__answer')?.getAttribute('lang')).toBe('pt-BR');
      expect(within(log).getByText('Responda à pesquisa de perfil.')).toBeTruthy();
      expect(within(log).getAllByText('Written in Portuguese by our AI; shown as written.')).toHaveLength(1);
      expect(within(log).getByText('Local simulation').getAttribute('lang')).toBe('en-US');
      expect(screen.getByRole('button', { name: 'Talk to a human' })).toBeTruthy();
      expect(screen.queryByText(/Simulação local|Fontes:|Você:/)).toBeNull();
    } finally {
      await setPersonLocale(null);
    }
  });
});
