// The pages an AI text cites (a blog article, the market analysis): each opens in a new tab, without
// telling it where the reader came from, followed by its date when the source gave one.
export function SourceLinks({ sources }: { sources: readonly { url: string; title: string; date: string | null }[] }) {
  return sources.map((s) => (
    <li key={s.url}>
      <a href={s.url} target="_blank" rel="noopener noreferrer nofollow">
        {s.title}
      </a>
      {s.date && <span className="muted"> · {s.date}</span>}
    </li>
  ));
}
