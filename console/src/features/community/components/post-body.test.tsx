import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostBody, mentionToken, parsePostBlocks, plainText, safeHref } from './post-body';

const show = (text: string) => render(<PostBody text={text} />).container.firstElementChild as HTMLElement;

/** No element a person could use to run code or load something: only our own tags, no handlers, no inline styles. */
function expectInert(root: HTMLElement) {
  const allowed = new Set(['DIV', 'P', 'BR', 'STRONG', 'EM', 'CODE', 'BLOCKQUOTE', 'UL', 'LI', 'A', 'SPAN']);
  for (const el of [root, ...root.querySelectorAll('*')]) {
    expect(allowed.has(el.tagName), `<${el.tagName.toLowerCase()}> rendered`).toBe(true);
    for (const attr of el.getAttributeNames()) expect(['class', 'href', 'target', 'rel'], `${attr} on <${el.tagName.toLowerCase()}>`).toContain(attr);
    if (el instanceof HTMLAnchorElement) expect(el.getAttribute('href')).toMatch(/^https?:\/\//);
  }
}

describe('parsePostBlocks', () => {
  it('splits paragraphs on blank lines, keeps line breaks, groups quotes and lists', () => {
    expect(parsePostBlocks('Olá\nsegunda linha\n\n> citado\n> mais\n- um\n- dois\n\nfim')).toEqual([
      { kind: 'p', lines: ['Olá', 'segunda linha'] },
      { kind: 'quote', lines: ['citado', 'mais'] },
      { kind: 'ul', items: ['um', 'dois'] },
      { kind: 'p', lines: ['fim'] },
    ]);
  });
});

describe('safeHref', () => {
  it('takes only absolute http and https addresses', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.com', '/dashboard', 'vbscript:x', ' javascript:alert(1)', 'https://']) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});

describe('PostBody', () => {
  it('renders the subset as elements: bold, italic, code, quote, list, links and mentions', () => {
    const body = show(`Oi ${mentionToken('Ana Souza', 'u-1')}, veja **isto** e *aquilo* com \`código\`.\n\n> uma citação\n\n- item [doc](https://piboost.example/doc)\n- https://exemplo.com.br/x.`);
    expect(body.querySelector('p strong')?.textContent).toBe('isto');
    expect(body.querySelector('p em')?.textContent).toBe('aquilo');
    expect(body.querySelector('p code')?.textContent).toBe('código');
    expect(body.querySelector('.cm-mention')?.textContent).toBe('@Ana Souza');
    expect(body.querySelector('blockquote')?.textContent).toBe('uma citação');
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')])).toEqual([
      ['doc', 'https://piboost.example/doc', 'nofollow ugc noopener', '_blank'],
      ['https://exemplo.com.br/x', 'https://exemplo.com.br/x', 'nofollow ugc noopener', '_blank'],
    ]);
    // The sentence's final dot stays text after the bare link.
    expect(body.querySelectorAll('li')[1]?.textContent).toBe('https://exemplo.com.br/x.');
    expectInert(body);
  });

  it('shows HTML typed by a person as text: <script>, <img onerror>, <iframe>, event handlers', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<a href="javascript:alert(1)">clique</a>',
      '"><svg onload=alert(1)>',
      '<style>body{display:none}</style>',
    ];
    for (const payload of payloads) {
      const body = show(payload);
      expect(body.textContent).toBe(payload);
      expect(body.querySelectorAll('script, img, iframe, svg, style, a')).toHaveLength(0);
      expectInert(body);
    }
  });

  it('leaves a javascript:, data: or relative markdown link as its literal text, with no anchor', () => {
    for (const text of ['[clique](javascript:alert(1))', '[x](JAVASCRIPT:alert(document.cookie))', '[x](data:text/html;base64,PHNjcmlwdD4=)', '[x](//evil.com)', '[x](/logout)']) {
      const body = show(text);
      expect(body.querySelector('a'), text).toBeNull();
      expectInert(body);
    }
    expect(show('[clique](javascript:alert(1))').textContent).toBe('[clique](javascript:alert(1))');
  });

  it('keeps HTML inside the parts of the subset as text: bold, code, link labels, mention names', () => {
    const body = show('**<b>negrito</b>** `<script>x</script>` [<img src=x onerror=alert(1)>](https://ok.example) @[<img src=x onerror=alert(1)>](u-2)');
    expect(body.querySelector('strong')?.textContent).toBe('<b>negrito</b>');
    expect(body.querySelector('code')?.textContent).toBe('<script>x</script>');
    expect(body.querySelector('a')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(body.querySelector('.cm-mention')?.textContent).toBe('@<img src=x onerror=alert(1)>');
    expect(body.querySelectorAll('img, script, b')).toHaveLength(0);
    expectInert(body);
  });

  it('does not nest a link inside a link label', () => {
    const body = show('[veja https://b.example](https://a.example)');
    expect(body.querySelectorAll('a')).toHaveLength(1);
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://a.example/');
  });

  it('an address with quotes or angle brackets cannot break out of href', () => {
    const body = show('https://a.example/"onmouseover="alert(1) e https://b.example/<script>');
    const hrefs = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://a.example/', 'https://b.example/']);
    expect(body.textContent).toBe('https://a.example/"onmouseover="alert(1) e https://b.example/<script>');
    expectInert(body);
  });
});

describe('mentions', () => {
  it('a token shows as @Nome, and a name cannot close the token early', () => {
    expect(mentionToken('Ana ]( [x', 'u1')).toBe('@[Ana ( x](u1)');
    expect(plainText('oi @[Ana](u1) e @[Bia](u2)')).toBe('oi @Ana e @Bia');
  });
});
