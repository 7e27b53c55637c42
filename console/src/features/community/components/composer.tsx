// The text box of a new thread, a reply or a subject's first post: the markdown subset's help, an
// "@" that suggests people who post in the community (choosing one inserts @[Nome](id), which the
// server resolves), a 5,000-character limit, and the server's refusal shown under it - the text stays.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { searchMentions } from '../api/community';
import { mentionToken } from './post-body';

export const BODY_MAX = 5000;

/** The `@prefix` being typed at the caret, if any. */
export function mentionQuery(text: string, caret: number): { start: number; q: string } | null {
  const m = /(^|\s)@([\p{L}\p{N}_.-]{2,30})$/u.exec(text.slice(0, caret));
  return m ? { start: caret - (m[2]?.length ?? 0) - 1, q: m[2] ?? '' } : null;
}

export function Composer({
  label,
  submitLabel,
  disabled,
  disabledReason,
  onSubmit,
  value,
  onChange,
  before,
}: {
  label: string;
  submitLabel: string;
  disabled?: boolean;
  disabledReason?: string | null;
  /** Sends; resolves when taken (the text is then cleared), rejects with the server's message (the text stays). */
  onSubmit(body: string): Promise<void>;
  value: string;
  onChange(value: string): void;
  before?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const [query, setQuery] = useState<{ start: number; q: string } | null>(null);

  useEffect(() => {
    if (!query) return setPeople([]);
    let live = true;
    const timer = setTimeout(() => {
      searchMentions(query.q).then(
        (r) => live && setPeople(r.people.slice(0, 8)),
        () => live && setPeople([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  const pick = (person: { id: string; name: string }) => {
    if (!query) return;
    const caret = ref.current?.selectionStart ?? value.length;
    const next = `${value.slice(0, query.start)}${mentionToken(person.name, person.id)} ${value.slice(caret)}`;
    onChange(next);
    setQuery(null);
    ref.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = value.trim();
    if (!body) return setError(t('community.composer.empty'));
    if (body.length > BODY_MAX) return setError(t('community.composer.tooLong', { max: BODY_MAX }));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(body);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('community.composer.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cm-composer form" onSubmit={(e) => void submit(e)} noValidate>
      {before}
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        rows={5}
        value={value}
        maxLength={BODY_MAX}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(e) => {
          onChange(e.target.value);
          setQuery(mentionQuery(e.target.value, e.target.selectionStart));
        }}
      />
      {people.length > 0 && query && (
        <ul className="cm-mentions" aria-label={t('community.composer.mention')}>
          {people.map((p) => (
            <li key={p.id}>
              <button type="button" className="link-button" onClick={() => pick(p)}>
                @{p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-help`} className="cm-help muted">
        {t('community.composer.help', { length: value.length, max: BODY_MAX })}
      </p>
      {disabled && disabledReason && <p className="cm-standing">{disabledReason}</p>}
      {error && (
        <p className="cm-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={disabled || busy}>
        {busy ? t('community.composer.busy') : submitLabel}
      </button>
    </form>
  );
}
