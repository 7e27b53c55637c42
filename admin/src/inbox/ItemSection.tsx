// The inbox item page's parts: a titled card (the thread, the notes, the work, the details) and the
// posts to the item (a reply, a note) that reload it.
import { Card, CardContent, Typography } from '@mui/material';
import type { InboxItem } from '@piboost/backend/contract';
import { useState, type ReactNode } from 'react';
import { useNotify, useShowContext } from 'react-admin';
import { httpClient } from '../httpClient';

/** A card of the item's page, named by its heading for screen readers. */
export function ItemSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * POSTs to the item (`/api/admin/inbox/:id/<path>`); on success clears the form, says `done` and
 * reloads the item. `handled` may take an error (true: it dealt with it, no notification).
 */
export function useItemPost(item: InboxItem, path: 'replies' | 'notes') {
  const notify = useNotify();
  const { refetch } = useShowContext<InboxItem>();
  const [busy, setBusy] = useState(false);
  const post = async (body: unknown, done: string, clear: () => void, handled?: (error: unknown) => boolean) => {
    setBusy(true);
    try {
      await httpClient(`/api/admin/inbox/${item.id}/${path}`, { method: 'POST', body: JSON.stringify(body) });
      clear();
      notify(done, { type: 'success' });
      await refetch();
    } catch (e) {
      if (!handled?.(e)) notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { post, busy };
}
