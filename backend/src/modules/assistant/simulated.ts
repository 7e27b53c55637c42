// The local simulated assistant (DECISIONS 20): runs inside the fake AI provider, never in
// production. It reads the passages and the question back from the prompt, picks the passage that
// best matches (the same scoring the server retrieves with) and answers from it, citing it - or
// says it does not know. Every answer says "Simulação local".
import type { FakeChatRequest } from '../../platform/ai/fake-chat-provider';
import { MIN_SCORE, retrieve, type Passage } from './knowledge';
import { PASSAGES_MARKER, QUESTION_MARKER } from './prompt';

export const isAssistantRequest = (request: FakeChatRequest) => request.messages.some((m) => m.content.startsWith(PASSAGES_MARKER));

export function simulatedAssistantAnswer(request: FakeChatRequest): string {
  const last = [...request.messages].reverse().find((m) => m.content.startsWith(PASSAGES_MARKER))!.content;
  const [json = '[]', ...rest] = last.slice(PASSAGES_MARKER.length).split(`\n${QUESTION_MARKER}`);
  const passages = JSON.parse(json) as Passage[];
  const question = rest.join(`\n${QUESTION_MARKER}`);
  const best = retrieve(question, passages, 1)[0];
  if (!best || best.score < MIN_SCORE) {
    return 'Simulação local: não encontrei isso na central de ajuda, nas perguntas frequentes, nos planos nem nas páginas legais, então prefiro não arriscar uma resposta. Posso passar a conversa para a nossa equipe humana.\n[[nao_sei]]';
  }
  const { title, text, id } = best.passage;
  return `Simulação local - segundo "${title}": ${text}\n[[fontes: ${id}]]`;
}
