import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CareerApplicationForm } from './career-application-form';
import { ContactMessageForm } from './contact-message-form';
import { HelpContactForm } from './help-contact-form';
import { NewsletterForm } from './newsletter-form';
import { PressContactForm } from './press-contact-form';
import { SupportTicketForm } from './support-ticket-form';

// The support form refreshes the person's tickets after sending, through the app's query client.
const render = (element: ReactElement) => renderBare(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

// The six public forms (product-spec §5, §7) check what they send against the server's own schema
// (@piboost/events/forms) before sending: a mistake costs none of the 10 submissions the server
// allows per 10 minutes, is worded as the server would word it, and takes focus to the first field.

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[];
let reply: () => Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  reply = () => json(201, { success: true, message: 'Recebido!', data: { ticketNumber: 'SUP-1234', reference: 'CON-5678' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return reply();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

interface FormCase {
  name: string;
  element: ReactElement;
  submit: string;
  /** Field label -> the message an empty submission shows, in the form's order; the first gets focus. */
  emptyErrors: [label: RegExp, message: string][];
  /** Field label -> a valid value. */
  fill: [label: RegExp, value: string][];
  /** Selects: label -> option value. */
  select?: [label: RegExp, value: string][];
  url: string;
}

const person: FormCase['fill'] = [
  [/^Nome/, 'Maria da Silva'],
  [/^E-mail/, 'maria@example.com'],
];

const personErrors: FormCase['emptyErrors'] = [
  [/^Nome/, 'Informe seu nome completo (mínimo 3 caracteres).'],
  [/^E-mail/, 'E-mail é obrigatório.'],
];
const textErrors: FormCase['emptyErrors'] = [
  [/^Assunto/, 'Assunto é obrigatório.'],
  [/^Mensagem/, 'Mensagem é obrigatória.'],
];

const cases: FormCase[] = [
  {
    name: 'support ticket',
    element: <SupportTicketForm />,
    submit: 'Enviar chamado',
    emptyErrors: [
      ...personErrors,
      ...textErrors,
    ],
    fill: [...person, [/^Assunto/, 'Não consigo entrar'], [/^Mensagem/, 'O código não chega.']],
    url: '/api/support/ticket',
  },
  {
    name: 'help centre',
    element: <HelpContactForm />,
    submit: 'Enviar mensagem',
    emptyErrors: [
      ...personErrors,
      ...textErrors,
    ],
    fill: [...person, [/^Assunto/, 'Dúvida'], [/^Mensagem/, 'Como funciona o XP?']],
    url: '/api/help/contact',
  },
  {
    name: 'contact',
    element: <ContactMessageForm />,
    submit: 'Enviar mensagem',
    emptyErrors: [
      ...personErrors,
      [/^Categoria/, 'Escolha uma categoria.'],
      ...textErrors,
    ],
    fill: [...person, [/^Assunto/, 'Parceria'], [/^Mensagem/, 'Vamos conversar?']],
    select: [[/^Categoria/, 'partnership']],
    url: '/api/contact/message',
  },
  {
    name: 'careers',
    element: <CareerApplicationForm />,
    submit: 'Enviar Proposta',
    emptyErrors: [
      ...personErrors,
      [/^Área de Interesse/, 'Área de interesse é obrigatória.'],
      [/^Carta de apresentação/, 'Carta de apresentação é obrigatória.'],
    ],
    fill: [...person, [/^Área de Interesse/, 'Engenharia'], [/^Carta de apresentação/, 'Quero construir o π Boost.']],
    url: '/api/careers/application',
  },
  {
    name: 'press',
    element: <PressContactForm />,
    submit: 'Enviar para a assessoria',
    emptyErrors: [
      ...personErrors,
      [/^Veículo/, 'Veículo é obrigatório.'],
      [/^Função/, 'Escolha sua função.'],
      ...textErrors,
    ],
    fill: [...person, [/^Veículo/, 'Jornal do Cripto'], [/^Assunto/, 'Entrevista'], [/^Mensagem/, 'Podemos conversar?']],
    select: [[/^Função/, 'reporter']],
    url: '/api/press/contact',
  },
  {
    name: 'newsletter',
    element: <NewsletterForm source="footer" />,
    submit: 'Inscrever-se',
    emptyErrors: [[/^Receba a newsletter/, 'E-mail é obrigatório.']],
    fill: [[/^Receba a newsletter/, 'maria@example.com']],
    url: '/api/newsletter/subscribe',
  },
];

describe.each(cases)('the $name form', (c) => {
  it('refuses an empty submission in the browser, in the server words, and focuses the first bad field', async () => {
    const user = userEvent.setup();
    render(c.element);
    await user.click(screen.getByRole('button', { name: c.submit }));

    for (const [label, message] of c.emptyErrors) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText(c.emptyErrors[0]![0]));
    expect(sent).toEqual([]);
  });

  it('sends a valid submission once, then empties the form', async () => {
    const user = userEvent.setup();
    render(c.element);
    for (const [label, value] of c.fill) await user.type(screen.getByLabelText(label), value);
    for (const [label, value] of c.select ?? []) await user.selectOptions(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: c.submit }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(c.url);
    for (const [label, value] of c.fill) {
      expect(Object.values(sent[0]!.body)).toContain(value);
      await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(''));
    }
  });
});

it('shows the errors the server still finds, keeps what was typed and focuses the field', async () => {
  // An address the browser cannot judge (already subscribed, a disposable domain): the server's word.
  reply = () => json(400, { success: false, message: 'Dados inválidos', code: 'VALIDATION_FAILED', errors: { email: 'Use um e-mail pessoal.' } });
  const user = userEvent.setup();
  render(<SupportTicketForm />);
  for (const [label, value] of cases[0]!.fill) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Enviar chamado' }));

  expect(await screen.findByText('Use um e-mail pessoal.')).toBeTruthy();
  expect(sent).toHaveLength(1);
  expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));
  expect((screen.getByLabelText(/^Mensagem/) as HTMLTextAreaElement).value).toBe('O código não chega.');
});

it('refuses a résumé that is not a PDF before sending', async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<CareerApplicationForm />);
  for (const [label, value] of cases[3]!.fill) await user.type(screen.getByLabelText(label), value);
  await user.upload(screen.getByLabelText(/^Currículo em PDF/), new File(['olá'], 'curriculo.docx', { type: 'application/msword' }));
  await user.click(screen.getByRole('button', { name: 'Enviar Proposta' }));

  expect(screen.getByText('Envie o currículo em PDF.')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText(/^Currículo em PDF/));
  expect(sent).toEqual([]);
});
