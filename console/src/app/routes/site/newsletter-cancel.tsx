import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { newsletterSubscription, unsubscribeNewsletter } from '../../../features/contact/api/submit-forms';

type State = { kind: 'checking' } | { kind: 'ask' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** The cancellation link of the newsletter e-mails: the link is checked, then one click cancels. */
export default function NewsletterCancelRoute() {
  usePageMeta('Cancelar newsletter', 'Cancelamento da inscrição na newsletter do π Boost.');
  const [params] = useSearchParams();
  const link = { s: params.get('s') ?? '', t: params.get('t') ?? '' };
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    newsletterSubscription({ s: params.get('s') ?? '', t: params.get('t') ?? '' }).then(
      (r) => setState(r.data.status === 'unsubscribed' ? { kind: 'done', message: 'Sua inscrição já está cancelada.' } : { kind: 'ask' }),
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
  }, [params]);

  const cancel = () => {
    setState({ kind: 'sending' });
    unsubscribeNewsletter(link).then(
      (r) => setState({ kind: 'done', message: r.message }),
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
  };

  return (
    <div className="page message">
      <h1>Newsletter</h1>
      {state.kind === 'checking' && <p role="status">Verificando o link...</p>}
      {(state.kind === 'ask' || state.kind === 'sending') && (
        <>
          <p>Deseja parar de receber a newsletter do π Boost neste e-mail?</p>
          <button type="button" className="button" onClick={cancel} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Cancelando...' : 'Cancelar inscrição'}
          </button>
        </>
      )}
      {(state.kind === 'done' || state.kind === 'error') && <p role="status">{state.message}</p>}
      <p>
        <Link to={paths.home.path}>Voltar para o início</Link>
      </p>
    </div>
  );
}
