import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LessonBody, isOwnPath, parseBlocks } from './lesson-body';

const show = (markdown: string) =>
  render(
    <MemoryRouter>
      <LessonBody markdown={markdown} />
    </MemoryRouter>,
  ).container.firstElementChild!;

describe('parseBlocks', () => {
  it('splits headings, paragraphs, lists and callouts, joining wrapped lines', () => {
    const md = ['## O que é', 'Uma linha', 'que continua.', '', '- um', '- dois', '  e mais', '1. primeiro', '2. segundo', '> Atenção:', '> nunca compartilhe.', '### Fim'].join('\n');
    expect(parseBlocks(md)).toEqual([
      { kind: 'h2', text: 'O que é' },
      { kind: 'p', text: 'Uma linha que continua.' },
      { kind: 'ul', items: ['um', 'dois e mais'] },
      { kind: 'ol', items: ['primeiro', 'segundo'] },
      { kind: 'callout', text: 'Atenção: nunca compartilhe.' },
      { kind: 'h3', text: 'Fim' },
    ]);
  });

  it('keeps a single # and a line starting with * as text (not in the subset)', () => {
    expect(parseBlocks('# Título\n*ênfase* aqui')).toEqual([{ kind: 'p', text: '# Título *ênfase* aqui' }]);
  });
});

describe('LessonBody', () => {
  it('renders the subset as elements: headings from h2, lists, bold, italic and a callout note', () => {
    const body = show('## Carteiras\nUma **frase de recuperação** é *a* chave.\n\n- Anote **no papel**\n- Guarde *offline*\n\n1. Crie\n2. Confira\n\n> Ninguém do suporte pede sua frase.');
    expect(screen.getByRole('heading', { level: 2, name: 'Carteiras' })).toBeTruthy();
    expect(body.querySelector('p strong')?.textContent).toBe('frase de recuperação');
    expect(body.querySelector('p em')?.textContent).toBe('a');
    expect([...body.querySelectorAll('ul > li')].map((li) => li.innerHTML)).toEqual(['Anote <strong>no papel</strong>', 'Guarde <em>offline</em>']);
    expect(body.querySelectorAll('ol > li')).toHaveLength(2);
    expect(screen.getByRole('note').textContent).toBe('Ninguém do suporte pede sua frase.');
  });

  it('links only to our own paths; any other address keeps its text without a link', () => {
    show('Veja o [histórico](/track-record), a [aula](/education/t/l?x=1#topo), [fora](https://golpe.example), [protocolo](//golpe.example), [script](javascript:alert(1)) e [barra](/\\golpe.example).');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['histórico', '/track-record'],
      ['aula', '/education/t/l?x=1#topo'],
    ]);
    expect(screen.getByText(/fora, protocolo, script/)).toBeTruthy();
  });

  it('shows HTML in the text as text, never as markup', () => {
    const body = show('<img src=x onerror="alert(1)"> e <script>alert(1)</script>\n\n**<b>negrito</b>**');
    expect(body.querySelector('img, script, b')).toBeNull();
    expect(body.textContent).toContain('<img src=x onerror="alert(1)"> e <script>alert(1)</script>');
    expect(body.querySelector('strong')?.textContent).toBe('<b>negrito</b>');
  });

  it('leaves unmatched markers as they are', () => {
    const body = show('2 * 3 = 6 e **sem fim');
    expect(body.textContent).toBe('2 * 3 = 6 e **sem fim');
    expect(body.querySelector('strong, em')).toBeNull();
  });
});

describe('isOwnPath', () => {
  it.each([
    ['/plans', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['mailto:a@b.c', false],
    ['plans', false],
    ['/a b', false],
  ])('%s -> %s', (href, own) => expect(isOwnPath(href)).toBe(own));
});
