// A community post's body: the markdown subset of the contract (paragraphs, **bold**, *italic*,
// `code`, > quotes, - lists, [text](https://...), bare https links, @[Nome](id) mentions) turned into
// React elements - never into HTML. Everything a person typed reaches the page as text nodes or as an
// http(s) href: a tag, an event handler or a `javascript:` link is shown literally and does nothing.
import { Fragment, type ReactNode } from 'react';

export type PostBlock = { kind: 'p' | 'quote'; lines: string[] } | { kind: 'ul'; items: string[] };

/** The blocks of a body, in order: blank lines end a paragraph; `> ` lines make a quote; `- ` lines a list. */
export function parsePostBlocks(text: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  let open: PostBlock | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const bullet = /^\s*- +(.*)$/.exec(line);
    const quote = /^\s*> ?(.*)$/.exec(line);
    const current = open as PostBlock | null;
    if (line.trim() === '') close();
    else if (bullet) {
      if (current?.kind !== 'ul') {
        close();
        open = { kind: 'ul', items: [] };
      }
      (open as unknown as { items: string[] }).items.push(bullet[1] ?? '');
    } else if (quote) {
      if (current?.kind !== 'quote') {
        close();
        open = { kind: 'quote', lines: [] };
      }
      (open as unknown as { lines: string[] }).lines.push(quote[1] ?? '');
    } else if (current?.kind === 'p') current.lines.push(line.trim());
    else {
      close();
      open = { kind: 'p', lines: [line.trim()] };
    }
  }
  close();
  return blocks;
}

/** The address when it is an absolute http(s) URL, normalised; null for anything else (javascript:, data:, relative). */
export function safeHref(href: string): string | null {
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The one way a person's link is drawn: a new tab, no referrer trust, no ranking credit. */
export function PersonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="nofollow ugc noopener">
      {children}
    </a>
  );
}

const INLINE =
  /`([^`\n]+)`|@\[([^\]\n]{1,80})\]\(([\w-]{1,80})\)|\[([^\]\n]+)\]\(([^)\s]*)\)|\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*|(https?:\/\/[^\s<>()"']+)/;

/** Inline formatting of one line, as React nodes. `inLink`: inside a link's label, where no link may nest. */
export function renderPostInline(text: string, inLink = false): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    let consumed = m[0];
    if (m.index > 0) nodes.push(rest.slice(0, m.index));
    const [whole, code, mentionName, , label, href, bold, italic, bare] = m;
    if (code !== undefined) nodes.push(<code key={key++}>{code}</code>);
    else if (mentionName !== undefined) {
      nodes.push(
        <span key={key++} className="cm-mention">
          @{mentionName}
        </span>,
      );
    } else if (label !== undefined) {
      const safe = inLink ? null : safeHref(href ?? '');
      // Not an http(s) address: the text stays exactly as typed, inert.
      nodes.push(
        safe ? (
          <PersonLink key={key++} href={safe}>
            {renderPostInline(label, true)}
          </PersonLink>
        ) : (
          whole
        ),
      );
    } else if (bold !== undefined) nodes.push(<strong key={key++}>{renderPostInline(bold, inLink)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key++}>{renderPostInline(italic, inLink)}</em>);
    else if (bare !== undefined) {
      // A sentence's final punctuation is not part of the address.
      const address = bare.replace(/[.,;:!?]+$/, '');
      consumed = address;
      const safe = inLink ? null : safeHref(address);
      nodes.push(
        safe ? (
          <PersonLink key={key++} href={safe}>
            {address}
          </PersonLink>
        ) : (
          address
        ),
      );
    }
    rest = rest.slice(m.index + consumed.length);
  }
  if (rest) nodes.push(rest);
  return nodes;
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {renderPostInline(line)}
        </Fragment>
      ))}
    </>
  );
}

/** The rendered body of a post. */
export function PostBody({ text }: { text: string }) {
  return (
    <div className="cm-body">
      {parsePostBlocks(text).map((block, i) =>
        block.kind === 'ul' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{renderPostInline(item)}</li>
            ))}
          </ul>
        ) : block.kind === 'quote' ? (
          <blockquote key={i}>
            <p>
              <Lines lines={block.lines} />
            </p>
          </blockquote>
        ) : (
          <p key={i}>
            <Lines lines={block.lines} />
          </p>
        ),
      )}
    </div>
  );
}

/** A mention token as the composer inserts it; the server keeps only ids of people who can read the thread. */
export const mentionToken = (name: string, id: string) => `@[${name.replace(/[[\]\n]/g, '')}](${id})`;

/** Plain text of a body (for an excerpt): mentions as "@Nome", markup characters left as typed. */
export const plainText = (text: string) => text.replace(/@\[([^\]\n]{1,80})\]\([\w-]{1,80}\)/g, '@$1');
