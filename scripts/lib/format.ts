/** Positions are long fixed-width strings; zero padding says nothing to a person. */
export function shortPosition(position: string | null): string {
  return position === null ? '-' : position.replace(/(^|\D)0+(?=\d)/g, '$1');
}

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('pt-BR');
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '-';
  if (seconds === 0) return '0 s';
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 60) return `${seconds.toFixed(1).replace('.', ',')} s`;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min ${s % 60} s`;
}

/** Left-aligned text columns, right-aligned numbers, one header row. */
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[], numeric: readonly boolean[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
