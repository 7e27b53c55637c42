// The blog's toasts (product-spec §8): the provider's state as it changes, the outcome of Reconectar,
// and new articles arriving after a request for them. The state is the server's; this only says when
// it moved, once per answer from the server.
import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast';
import { translate, type MessageKey } from '../../../i18n';
import type { BlogPage } from '../api/blog';

const TOAST_KEYS = {
  connected: 'site.blog.toast.connected',
  disconnected: 'site.blog.toast.disconnected',
  failed: 'site.blog.toast.failed',
  limit: 'site.blog.toast.limit',
  generated: 'site.blog.toast.generated',
} as const satisfies Record<string, MessageKey>;

const say = (kind: 'success' | 'error' | 'info', key: keyof typeof TOAST_KEYS) => toast(kind, translate(TOAST_KEYS[key]));

/** `waiting`: a Reconectar or new-articles request is under way (asked after the server accepted it); `settled` ends it. */
export function useStatusToasts(page: BlogPage | undefined, waiting: 'reconnect' | 'articles' | null, settled: () => void) {
  const seen = useRef<BlogPage | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    if (!page || page === before) return;
    seen.current = page;
    const state = page.status.state;
    if (waiting === 'reconnect') {
      // The request set "testing"; the test's outcome is the next other state.
      if (state === 'testing') return;
      say(state === 'connected' ? 'success' : 'error', state === 'connected' ? 'connected' : state === 'limit' ? 'limit' : 'failed');
      settled();
      return;
    }
    if (waiting === 'articles' && before && page.lastGeneratedAt !== before.lastGeneratedAt) {
      say('success', 'generated');
      settled();
    } else if (waiting === 'articles' && (state === 'limit' || state === 'disconnected')) settled();
    if (before?.status.state === state) return;
    if (state === 'limit') say('info', 'limit');
    else if (state === 'disconnected') say('error', 'disconnected');
    else if (state === 'connected' && before) say('success', 'connected');
  }, [page, waiting, settled]);
}
