// What the person wrote in an answer by e-mail, without what their mail client added (issue 29): the
// quoted history ("Em ... escreveu:", "On ... wrote:", lines starting with ">", Outlook's
// "De:/Enviado:" or "From:/Sent:" block, "-----Mensagem original-----"), the signature after "-- ",
// and "Enviado do meu iPhone" and its kin. Everything from the first such mark on goes: people answer
// above the quote (the mail we send asks them to).

/** "Em qui., 26 de nov. de 2026 às 10:00, π Boost <x@y> escreveu:" - clients wrap it over two or three lines. */
const ATTRIBUTION_START = /^\s*(em|on|le|am|el)\s.+/i;
const ATTRIBUTION_END = /(escreveu|wrote|a écrit|schrieb|escribió)\s*:\s*$/i;

const CUT_LINE = [
  /^\s*-- ?$/, // the signature delimiter ("-- ", some clients drop the space)
  /^\s*-{2,}\s*(mensagem original|original message|mensagem encaminhada|forwarded message)\s*-{2,}\s*$/i,
  /^\s*_{20,}\s*$/, // Outlook's rule above its header block
  /^\s*(enviado|enviada) (do|de|pelo|a partir do) (meu )?(iphone|ipad|android|celular|smartphone|galaxy|dispositivo|samsung|aplicativo)/i,
  /^\s*sent from my (iphone|ipad|android|phone|mobile|galaxy|samsung)/i,
  /^\s*(obter|get) (o )?outlook (para|for) (ios|android)/i,
];

/** Outlook's header block: "De:" / "From:" followed, within a few lines, by "Enviado:", "Para:", "Assunto:" (or their English). */
const HEADER_FROM = /^\s*\*?(de|from)\s*:\*?\s+\S/i;
const HEADER_NEXT = /^\s*\*?(enviado|enviada em|data|date|sent|para|to|assunto|subject|cc)\s*:/i;

function isAttribution(lines: readonly string[], i: number): boolean {
  if (ATTRIBUTION_END.test(lines[i]!)) return ATTRIBUTION_START.test(lines[i]!) || (i > 0 && ATTRIBUTION_START.test(lines[i - 1]!));
  if (!ATTRIBUTION_START.test(lines[i]!)) return false;
  // The attribution wrapped: it ends on one of the next two lines.
  return [1, 2].some((k) => lines[i + k] !== undefined && ATTRIBUTION_END.test(lines[i + k]!) && !/^\s*$/.test(lines[i + k]!));
}

function isOutlookHeader(lines: readonly string[], i: number): boolean {
  if (!HEADER_FROM.test(lines[i]!)) return false;
  return lines.slice(i + 1, i + 4).some((l) => HEADER_NEXT.test(l));
}

/** The answer itself: text above the first quote, attribution, header block or signature; lines quoted with ">" dropped. */
export function trimReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    if (CUT_LINE.some((r) => r.test(lines[i]!)) || isOutlookHeader(lines, i) || isAttribution(lines, i)) {
      // A wrapped attribution starts on the line before.
      end = i > 0 && ATTRIBUTION_END.test(lines[i]!) && !ATTRIBUTION_START.test(lines[i]!) ? i - 1 : i;
      break;
    }
  }
  return lines
    .slice(0, end)
    .filter((l) => !/^\s*>/.test(l))
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
