import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n';

type State = { kind: 'checking' } | { kind: 'ask' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/**
 * The page behind an e-mail's cancellation link (the newsletter, the weekly report): the link is
 * checked, then one click cancels, without signing in.
 */
export function CancelLinkPage({
  title,
  question,
  action,
  check,
  cancel,
}: {
  title: string;
  question: ReactNode;
  /** The button's label. */
  action: string;
  /** Checks the link; resolves with a message when there is nothing left to cancel. */
  check: () => Promise<string | null>;
  cancel: () => Promise<{ message: string }>;
}) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const { t } = useI18n();

  useEffect(() => {
    check().then(
      (done) => setState(done === null ? { kind: 'ask' } : { kind: 'done', message: done }),
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
    // Checked once, when the page opens: the link's address does not change while it is open.
  }, []);

  const send = () => {
    setState({ kind: 'sending' });
    cancel().then(
      (r) => setState({ kind: 'done', message: r.message }),
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
  };

  return (
    <div className="page message">
      <h1>{title}</h1>
      {state.kind === 'checking' && <p role="status">{t('ui.cancelLink.checking')}</p>}
      {(state.kind === 'ask' || state.kind === 'sending') && (
        <>
          <p>{question}</p>
          <button type="button" className="button" onClick={send} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('ui.cancelLink.cancelling') : action}
          </button>
        </>
      )}
      {(state.kind === 'done' || state.kind === 'error') && <p role="status">{state.message}</p>}
      <p>
        <Link to={paths.home.path}>{t('ui.backHome')}</Link>
      </p>
    </div>
  );
}
