// Collision on a ticket (issue 29 item 3): the page beats every 15 s with what its agent does there
// and shows who else is on it ("Carla está respondendo"); a reply refused because a newer message
// came (409 NEWER_MESSAGES) shows what is new and asks "Enviar mesmo assim?".
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { InboxItem } from '@piboost/backend/contract';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../httpClient';
import { spDateTime } from '../lib/time';

export const PRESENCE_BEAT_MS = 15_000;

export interface Present {
  staff_id: string;
  name: string | null;
  activity: 'viewing' | 'replying';
  label: string;
}

export interface NewerMessage {
  id: string;
  kind: 'staff' | 'customer';
  author: string | null;
  message: string | null;
  created_at: string | null;
}

/** The newest message of the conversation on screen (the server says which): the reply's `seen`. */
export function lastSeenMessage(item: InboxItem): string {
  return item.last_message_id;
}

/** Beats now, every 15 s and when the activity changes; says "left" when the page goes. */
export function usePresence(itemId: string, replying: boolean): Present[] {
  const [others, setOthers] = useState<Present[]>([]);
  const activity = replying ? 'replying' : 'viewing';
  const current = useRef(activity);
  current.current = activity;
  useEffect(() => {
    let live = true;
    const beat = () =>
      httpClient(`/api/admin/inbox/${itemId}/presence`, { method: 'POST', body: JSON.stringify({ activity: current.current }) })
        .then((res) => {
          if (live) setOthers((res.json as { others: Present[] }).others);
        })
        .catch(() => {});
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_BEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [itemId, activity]);
  useEffect(
    () => () => {
      void httpClient(`/api/admin/inbox/${itemId}/presence`, { method: 'POST', body: JSON.stringify({ activity: 'left' }) }).catch(() => {});
    },
    [itemId],
  );
  return others;
}

/** "Carla Suporte está respondendo este chamado." - one line per other agent; nothing when alone. */
export function PresenceNotice({ others }: { others: Present[] }) {
  const translate = useTranslate();
  if (others.length === 0) return null;
  return (
    <Alert severity={others.some((o) => o.activity === 'replying') ? 'warning' : 'info'} role="status" aria-label={translate('inbox.presence.label')}>
      {others.map((o) => (
        <Box key={o.staff_id}>
          {translate(o.activity === 'replying' ? 'inbox.presence.replying' : 'inbox.presence.viewing', { name: o.name ?? translate('inbox.presence.otherAgent') })}
        </Box>
      ))}
    </Alert>
  );
}

/** What came since the agent opened the ticket, and the choice: send anyway or go back and read. */
export function NewerMessagesDialog({ newer, sending, onSend, onCancel }: { newer: NewerMessage[] | null; sending: boolean; onSend(): void; onCancel(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open={newer !== null} onClose={onCancel} aria-labelledby="newer-title">
      <DialogTitle id="newer-title">{translate('inbox.newer.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('inbox.newer.since')}
        </Typography>
        <Stack spacing={1}>
          {(newer ?? []).map((m) => (
            <Box key={m.id} component="article" sx={{ p: 1.5, borderLeft: 4, borderColor: m.kind === 'customer' ? 'info.main' : 'success.main', bgcolor: 'action.hover' }}>
              <Typography variant="subtitle2">
                {translate(m.kind === 'customer' ? 'inbox.newer.customer' : 'inbox.newer.staff', { name: m.author ?? translate('inbox.newer.team') })}
                {m.created_at && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    · {spDateTime(m.created_at)}
                  </Typography>
                )}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {m.message ?? translate('inbox.newer.unavailable')}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Typography variant="body1" sx={{ mt: 2 }}>
          {translate('inbox.newer.question')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('inbox.newer.review')}</Button>
        <Button variant="contained" color="warning" disabled={sending} onClick={onSend}>
          {translate('inbox.newer.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The 409 NEWER_MESSAGES refusal's new messages, or null for any other error. */
export function newerOf(error: unknown): NewerMessage[] | null {
  const body = (error as { body?: { code?: string; details?: { newer?: NewerMessage[] } } }).body;
  return body?.code === 'NEWER_MESSAGES' ? (body.details?.newer ?? []) : null;
}

const ReportReplying = createContext<(replying: boolean) => void>(() => {});

/** The ticket page's presence: beats for its agent and shows the others above the page. */
export function TicketPresence({ itemId, children }: { itemId: string; children: ReactNode }) {
  const [replying, setReplying] = useState(false);
  const others = usePresence(itemId, replying);
  return (
    <ReportReplying.Provider value={setReplying}>
      {others.length > 0 && (
        <Box sx={{ px: 2, pt: 2 }}>
          <PresenceNotice others={others} />
        </Box>
      )}
      {children}
    </ReportReplying.Provider>
  );
}

/** The reply box says whether its agent is writing (a draft in it): the beat says "respondendo". */
export function useReportReplying(replying: boolean) {
  const report = useContext(ReportReplying);
  useEffect(() => {
    report(replying);
    return () => report(false);
  }, [report, replying]);
}
