import { useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n';

// One toast stack for the whole console. A module-level store, so any code (a mutation's callback,
// an event handler) can raise a toast without threading a context through.

export type ToastKind = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function toast(kind: ToastKind, message: string, durationMs = 5000) {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const { t: tr } = useI18n();
  return (
    <div className="toaster" aria-live="polite" aria-atomic="false">
      {current.map((t) => (
        <div key={t.id} className="toast" data-kind={t.kind} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>{t.message}</span>
          <button type="button" className="toast__close" aria-label={tr('ui.toast.close')} onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
