import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { cancelWeeklyReport, checkCancelLink } from '../../../features/reports/api';

type State = { kind: 'checking' } | { kind: 'ask' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** The cancellation link of the weekly report's e-mail: the link is checked, then one click turns it off, without signing in. */
export default function ReportsCancelRoute() {
  usePageMeta('Cancelar relatório semanal', 'Cancelamento do relatório semanal do π Boost por e-mail.');
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    checkCancelLink({ u: params.get('u') ?? '', t: params.get('t') ?? '' }).then(
      () => setState({ kind: 'ask' }),
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
  }, [params]);

  const cancel = () => {
    setState({ kind: 'sending' });
    cancelWeeklyReport({ u: params.get('u') ?? '', t: params.get('t') ?? '' }).then(
      (r) => setState({ kind: 'done', message: r.message }),
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
  };

  return (
    <div className="page message">
      <h1>Relatório semanal</h1>
      {state.kind === 'checking' && <p role="status">Verificando o link...</p>}
      {(state.kind === 'ask' || state.kind === 'sending') && (
        <>
          <p>Deseja parar de receber o relatório semanal do π Boost por e-mail?</p>
          <button type="button" className="button" onClick={cancel} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Cancelando...' : 'Cancelar relatório semanal'}
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
