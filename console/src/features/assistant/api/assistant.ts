import type { Asked, Conversation, HandoffAnswer } from '@piboost/backend/contract';
import { api } from '../../../lib/api-client';

// The support assistant's API (backend modules/assistant): ask, follow the answer as it is written,
// read the conversation, hand it to a human. The answers' types are the backend's response schemas.

export type { Conversation, ConversationTurn as Turn } from '@piboost/backend/contract';

export const askAssistant = (body: { conversationId?: string; question: string }) => api.post<{ success: true; data: Asked }>('/assistant/messages', body);

export const readConversation = (conversationId: string) => api.get<{ success: true; data: Conversation }>(`/assistant/conversations/${conversationId}`);

export const handOffConversation = (conversationId: string, body: { name?: string; email?: string }) => api.post<HandoffAnswer>(`/assistant/conversations/${conversationId}/handoff`, body);

/** Follows the answer: `onText` with each new piece, then the whole conversation once it is recorded. */
export async function followAnswer(
  conversationId: string,
  messageId: string,
  on: { text(piece: string): void; done(conversation: Conversation): void; error(message: string): void },
  signal?: AbortSignal,
): Promise<void> {
  await api.stream(
    `/assistant/conversations/${conversationId}/messages/${messageId}/stream`,
    (event, data) => {
      if (event === 'delta') on.text((data as { text: string }).text);
      else if (event === 'done') on.done(data as Conversation);
      else if (event === 'error') on.error((data as { message: string }).message);
    },
    signal,
  );
}
