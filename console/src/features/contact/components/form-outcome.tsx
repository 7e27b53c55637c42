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
