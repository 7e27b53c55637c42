// A lesson's body: the Markdown subset of the education content (backend content/types.ts
// LessonMarkdown) turned into React elements - never into HTML, so text that looks like a tag is shown
// as text. Paragraphs, `##`/`###` headings, `-` and `1.` lists, `**bold**`, `*italic*`, `> ` callouts
// and `[text](/path)` links to our own pages; a link anywhere else is shown as its text alone.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type Block =
  | { kind: 'h2' | 'h3' | 'p' | 'callout'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

const LIST = { ul: /^- +(.*)$/, ol: /^\d+\. +(.*)$/ } as const;

/** The blocks of a lesson body, in order. */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open = null as Block | null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3}) +(.*)$/.exec(line);
    const bullet = LIST.ul.exec(line);
    const number = LIST.ol.exec(line);
    const quote = /^> ?(.*)$/.exec(line);
    if (line === '') close();
    else if (heading) {
      close();
      blocks.push({ kind: heading[1] === '##' ? 'h2' : 'h3', text: heading[2] ?? '' });
    } else if (bullet || number) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? number)?.[1] ?? '';
      if (open?.kind !== kind) {
        close();
        open = { kind, items: [] };
      }
      (open as { items: string[] }).items.push(item);
    } else if (quote) {
      if (open?.kind !== 'callout') {
        close();
        open = { kind: 'callout', text: quote[1] ?? '' };
      } else open.text += ` ${quote[1] ?? ''}`;
    } else if ((open?.kind === 'ul' || open?.kind === 'ol') && raw.startsWith(' ')) {
      // An indented line continues the list's last item.
      open.items[open.items.length - 1] += ` ${line}`;
    } else if (open?.kind === 'p') open.text += ` ${line}`;
    else {
      close();
      open = { kind: 'p', text: line };
    }
  }
  close();
  return blocks;
}

/** A path of this site: one leading slash, no scheme, no host, no backslash, no spaces. */
export const isOwnPath = (href: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(href);

const INLINE = /\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*|\[([^\]]+)\]\(([^)\s]*)\)/;

/** Bold, italic and links inside one block, as React nodes (nested formatting included). */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const [, bold, italic, label = '', href = ''] = match;
    if (bold !== undefined) nodes.push(<strong key={key++}>{renderInline(bold)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key++}>{renderInline(italic)}</em>);
    else if (isOwnPath(href)) {
      nodes.push(
        <Link key={key++} to={href}>
          {renderInline(label)}
        </Link>,
      );
    } else nodes.push(<Fragment key={key++}>{renderInline(label)}</Fragment>);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(rest);
  return nodes;
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'h2':
      return <h2>{renderInline(block.text)}</h2>;
    case 'h3':
      return <h3>{renderInline(block.text)}</h3>;
    case 'callout':
      return (
        <div className="lesson-callout" role="note">
          <p>{renderInline(block.text)}</p>
        </div>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    default:
      return <p>{renderInline(block.text)}</p>;
  }
}

/** The rendered body; its headings start at h2 (the page's title is the h1). */
export function LessonBody({ markdown }: { markdown: string }) {
  return (
    <div className="lesson-body">
      {parseBlocks(markdown).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
