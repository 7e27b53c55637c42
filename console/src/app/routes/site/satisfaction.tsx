import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextArea } from '../../../components/forms/fields';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

const SCORES: Record<string, string> = { '1': 'Muito ruim', '2': 'Ruim', '3': 'Regular', '4': 'Bom', '5': 'Excelente' };

/**
 * The satisfaction survey's answer (issue 29 item 4): the mail's link for one score lands here, no
 * sign-in needed; the person may add a comment and sends it. The server records the first answer only.
 */
export default function SatisfactionRoute() {
  usePageMeta('Avaliação do atendimento', 'Avalie o atendimento do suporte do π Boost.');
  const [params] = useSearchParams();
  const link = { i: params.get('i') ?? '', n: params.get('n') ?? '', e: params.get('e') ?? '', t: params.get('t') ?? '' };
  const label = SCORES[link.n];
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    api
      .post<{ success: true; message: string }>('/support/satisfaction', { ...link, ...(comment.trim() ? { comment } : {}) })
      .then((r) => setResult({ ok: true, message: r.message }))
      .catch((err: Error) => setResult({ ok: false, message: err.message }))
      .finally(() => setSending(false));
  };

  return (
    <div className="page message">
      <h1>Como você avalia o atendimento?</h1>
      {!label || !link.i || !link.t ? (
        <p role="alert">Link de avaliação inválido.</p>
      ) : result ? (
        <p role={result.ok ? 'status' : 'alert'}>{result.message}</p>
      ) : (
        <form className="form" onSubmit={submit} aria-label="Avaliar o atendimento">
          <p>
            Sua nota: <strong>{link.n} de 5 - {label}</strong>
          </p>
          <TextArea label="Quer contar mais? (comentário)" name="comment" value={comment} onChange={setComment} rows={4} />
          <div>
            <button type="submit" className="button" disabled={sending}>
              {sending ? 'Enviando...' : 'Enviar avaliação'}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link to={paths.home.path}>Voltar para o início</Link>
      </p>
    </div>
  );
}
