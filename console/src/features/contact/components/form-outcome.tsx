import { translate, useI18n, type MessageKey } from '../../../i18n';
import { NETWORK_ERROR, type ApiError } from '../../../lib/api-client';

/** The confirmation that stays on screen after a successful submission, with the number to quote later. */
export function FormOutcome({ outcome }: { outcome: { message: string; number?: string } | null }) {
  const { rich } = useI18n();
  if (!outcome) return null;
  return (
    <div className="form-outcome" role="status">
      <p>{outcome.message}</p>
      {outcome.number && (
        <p>{rich('site.form.trackingNumber', { number: outcome.number, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      )}
    </div>
  );
}

export const priorityOptions = [
  { value: 'low', label: 'site.form.priority.low' },
  { value: 'medium', label: 'site.form.priority.medium' },
  { value: 'high', label: 'site.form.priority.high' },
  { value: 'urgent', label: 'site.form.priority.urgent' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/** A select's options with their labels in the reader's language. */
export function useOptions(options: readonly { value: string; label: MessageKey }[]) {
  const { t } = useI18n();
  return options.map((o) => ({ value: o.value, label: t(o.label) }));
}

/**
 * A failed submission, worded per the spec: the server's message in the form's own failure sentence
 * (`{message}`); when the request never reached us, where to write instead (nothing typed is lost either way).
 */
export function failureMessage(e: ApiError, failure: MessageKey, writeTo?: string): string {
  if (writeTo && e.code === NETWORK_ERROR) return translate('site.form.networkFailure', { email: writeTo });
  return translate(failure, { message: e.message || translate('ui.form.unknownError') });
}
