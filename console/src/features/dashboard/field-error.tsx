// A form field's message under it (aria-describedby points at `id`).
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="field-error">
      {message}
    </span>
  ) : null;
}
