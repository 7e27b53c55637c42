// What the provider is asked (issue 15 item 3): Portuguese, only from the given passages, a
// closing line naming the passages used - or saying it does not know. The answer streams as plain
// text; the closing line is the structured signal, read here and never shown.
import type { AssistantSource } from '@piboost/events';
import type { ChatMessage } from '../../platform/ai/chat-completions';
import type { Passage } from './knowledge';
import type { Turn } from './conversation';

/** Marks the passages inside the prompt so the local simulated assistant can read them back. */
export const PASSAGES_MARKER = 'SUPORTE_IA_TRECHOS_JSON:';
export const QUESTION_MARKER = 'PERGUNTA:';

const SYSTEM = [
  'Você é o Suporte IA do π Boost, plataforma brasileira de análises de criptomoedas.',
  'Responda sempre em português do Brasil, em poucas frases, usando somente os trechos fornecidos (central de ajuda, perguntas frequentes, planos, páginas legais e os dados da conta da pessoa).',
  'Não invente regras, preços nem prazos; não dê recomendação de investimento.',
  'Na última linha escreva [[fontes: P1, P2]] com os identificadores dos trechos que você usou.',
  'Se os trechos não respondem à pergunta, diga que não sabe, ofereça passar a conversa para a equipe humana e termine com [[nao_sei]].',
].join(' ');

/** The conversation so far (last turns), then the passages and the question. */
export function assistantMessages(question: string, passages: readonly Passage[], earlier: readonly Turn[]): ChatMessage[] {
  const history = earlier
    .filter((t) => t.answer)
    .slice(-3)
    .flatMap((t): ChatMessage[] => [
      { role: 'user', content: t.question },
      { role: 'assistant', content: t.answer!.text },
    ]);
  return [
    { role: 'system', content: SYSTEM },
    ...history,
    { role: 'user', content: `${PASSAGES_MARKER}${JSON.stringify(passages)}\n${QUESTION_MARKER}${question}` },
  ];
}

const TRAILER = /\[\[\s*(?:fontes?\s*:\s*([^\]]*)|(n[aã]o[ _]sei))\s*\]\]/i;

/** The part of the streamed text a person may see so far: everything before the closing `[[...]]`. */
export function visiblePart(raw: string): string {
  const at = raw.indexOf('[[');
  const text = at >= 0 ? raw.slice(0, at) : raw.endsWith('[') ? raw.slice(0, -1) : raw;
  return text.trimEnd();
}

/** The answer when no passage answers the question (and when the provider's answer is empty). */
export const DONT_KNOW = 'Não sei responder isso: não encontrei a resposta na central de ajuda, nas perguntas frequentes, nos planos nem nas páginas legais. Posso passar a conversa para a nossa equipe de suporte.';

/** The final answer: its text, the cited passages as links, and whether it is unsure (no sources, or it said so). */
export function readAnswer(raw: string, passages: readonly Passage[]): { answer: string; sources: AssistantSource[]; unsure: boolean } {
  const trailer = TRAILER.exec(raw);
  const ids = trailer?.[1] ? trailer[1].split(/[\s,;]+/).filter(Boolean) : [];
  const seen = new Set<string>();
  const sources = ids
    .map((id) => passages.find((p) => p.id.toLowerCase() === id.toLowerCase()))
    .filter((p): p is Passage => p !== undefined)
    .filter((p) => !seen.has(`${p.path}|${p.title}`) && seen.add(`${p.path}|${p.title}`))
    .map((p) => ({ title: p.title.slice(0, 200), path: p.path }));
  const unsure = !trailer || Boolean(trailer[2]) || sources.length === 0;
  const answer = visiblePart(raw).trim().slice(0, 10_000);
  return { answer: answer || DONT_KNOW, sources, unsure };
}
