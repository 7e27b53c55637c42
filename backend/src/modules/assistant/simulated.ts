// The local simulated assistant (DECISIONS 20): runs inside the fake AI provider, never in
// production. The server sends only the passages that answer the question, best first (retrieval.ts);
// it answers from the first one, citing it - or, given none, says it does not know. Every answer
// says "Simulação local".
import type { FakeChatRequest } from '../../platform/ai/fake-chat-provider';
import type { Passage } from './knowledge';
import { PASSAGES_MARKER, QUESTION_MARKER } from './prompt';

export const isAssistantRequest = (request: FakeChatRequest) => request.messages.some((m) => m.content.startsWith(PASSAGES_MARKER));

export function simulatedAssistantAnswer(request: FakeChatRequest): string {
  const last = [...request.messages].reverse().find((m) => m.content.startsWith(PASSAGES_MARKER))!.content;
  const [json = '[]'] = last.slice(PASSAGES_MARKER.length).split(`\n${QUESTION_MARKER}`);
  const best = (JSON.parse(json) as Passage[])[0];
  if (!best) {
    return 'Simulação local: não encontrei isso na central de ajuda, nas perguntas frequentes, nos planos nem nas páginas legais, então prefiro não arriscar uma resposta. Posso passar a conversa para a nossa equipe humana.\n[[nao_sei]]';
  }
  return `Simulação local - segundo "${best.title}": ${best.text}\n[[fontes: ${best.id}]]`;
}
