import { NETWORK_ERROR, type ApiError } from '../../../lib/api-client';

/** The confirmation that stays on screen after a successful submission, with the number to quote later. */
export function FormOutcome({ outcome }: { outcome: { message: string; number?: string } | null }) {
  if (!outcome) return null;
  return (
    <div className="form-outcome" role="status">
      <p>{outcome.message}</p>
      {outcome.number && (
        <p>
          Número de acompanhamento: <strong>{outcome.number}</strong>
        </p>
      )}
    </div>
  );
}

export const priorityOptions = [
  { value: 'low', label: 'Baixa' },
  { value: 'medium', label: 'Média' },
  { value: 'high', label: 'Alta' },
  { value: 'urgent', label: 'Urgente' },
] as const;

/**
 * A failed submission, worded per the spec: the server's message after `prefix`; when the request
 * never reached us, where to write instead (nothing typed is lost either way).
 */
export function failureMessage(e: ApiError, prefix: string, writeTo?: string): string {
  if (writeTo && e.code === NETWORK_ERROR) return `Não foi possível enviar agora. Tente novamente ou escreva para ${writeTo}.`;
  return `${prefix} ${e.message || 'Erro desconhecido'}`;
}
