import { api } from '../../../lib/api-client';

// The support assistant's API (backend modules/assistant): ask, follow the answer as it is written,
// read the conversation, hand it to a human.

export interface Source {
  title: string;
  path: string;
}

export interface Turn {
  messageId: string;
  question: string;
  answer: { text: string; sources: Source[]; unsure: boolean; simulated: boolean } | null;
  failed: 'limit' | 'unavailable' | 'invalid_response' | 'timeout' | null;
}

export interface Conversation {
  conversationId: string;
  turns: Turn[];
  handoff: { ticketNumber: string; reason: 'asked' | 'unsure' | 'failed' } | null;
}

export interface Asked {
  conversationId: string;
  messageId: string;
  /** The answer is being written by the assistant (false: the person asked for a human). */
  streaming: boolean;
  /** A visitor asked for a human: a name and e-mail are needed. */
  needsContact: boolean;
  handoff: { ticketNumber: string } | null;
}

export const askAssistant = (body: { conversationId?: string; question: string }) => api.post<{ success: true; data: Asked }>('/assistant/messages', body);

export const readConversation = (conversationId: string) => api.get<{ success: true; data: Conversation }>(`/assistant/conversations/${conversationId}`);

export const handOffConversation = (conversationId: string, body: { name?: string; email?: string }) =>
  api.post<{ success: true; message: string; data: { ticketNumber: string } }>(`/assistant/conversations/${conversationId}/handoff`, body);

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
