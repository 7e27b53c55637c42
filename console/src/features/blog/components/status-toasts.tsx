// The blog's toasts (product-spec §8): the provider's state as it changes, the outcome of Reconectar,
// and new articles arriving after a request for them. The state is the server's; this only says when
// it moved, once per answer from the server.
import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast';
import type { BlogPage } from '../api/blog';

export const TOASTS = {
  connected: 'API conectada!',
  disconnected: 'API desconectada - usando conteúdo de fallback',
  failed: 'Erro ao conectar com API',
  limit: 'API atingiu limite - usando artigos da última pesquisa',
  generated: 'Artigos de criptomoedas gerados com sucesso!',
} as const;

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
      toast(state === 'connected' ? 'success' : 'error', state === 'connected' ? TOASTS.connected : state === 'limit' ? TOASTS.limit : TOASTS.failed);
      settled();
      return;
    }
    if (waiting === 'articles' && before && page.lastGeneratedAt !== before.lastGeneratedAt) {
      toast('success', TOASTS.generated);
      settled();
    } else if (waiting === 'articles' && (state === 'limit' || state === 'disconnected')) settled();
    if (before?.status.state === state) return;
    if (state === 'limit') toast('info', TOASTS.limit);
    else if (state === 'disconnected') toast('error', TOASTS.disconnected);
    else if (state === 'connected' && before) toast('success', TOASTS.connected);
  }, [page, waiting, settled]);
}
