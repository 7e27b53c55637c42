// An item's conversation (issue 29): what the person wrote, the staff replies and the person's
// answers (by e-mail or in the console), in time order. The person's files are theirs: staff
// download them with their own token; nothing here acts for the person.
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { InboxItem } from '@piboost/backend/contract';
import { accessToken } from '../auth/session';
import { adminLocale, type MessageKey } from '../i18n';
import { spDateTime } from '../lib/time';
import { ItemSection } from './ItemSection';

type Tone = 'sender' | 'staff';

export function Message({ author, at, tone, children, footer }: { author: string; at: string; tone: Tone; children: ReactNode; footer?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="article"
      aria-label={translate('inbox.conversation.messageFrom', { author })}
      sx={{ p: 2, borderRadius: 1, borderLeft: 4, borderColor: tone === 'sender' ? 'info.main' : 'success.main', bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle2" component="h3">
        {author} <Typography component="span" variant="caption" color="text.secondary">· {spDateTime(at)}</Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
        {children}
      </Typography>
      {footer}
    </Box>
  );
}

/** A file served to staff with their bearer token (résumés, the person's attachments). */
export async function downloadFile(path: string, fallbackName: string, failure: string) {
  const res = await fetch(path, { headers: { Authorization: `Bearer ${accessToken() ?? ''}`, 'Accept-Language': adminLocale() } });
  if (!res.ok) throw new Error(failure);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString(adminLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Answer = InboxItem['customer_messages'][number];

function Attachments({ answer }: { answer: Answer }) {
  const notify = useNotify();
  const translate = useTranslate();
  if (!answer.attachments.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} aria-label={translate('inbox.conversation.attachments')}>
      {answer.attachments.map((a) => (
        <Button
          key={a.id}
          size="small"
          variant="outlined"
          onClick={() => downloadFile(a.path, a.filename ?? 'anexo', translate('inbox.conversation.attachmentFailed')).catch((e: Error) => notify(e.message, { type: 'error' }))}
        >
          {`${a.filename ?? translate('inbox.conversation.nameErased')} · ${sizeLabel(a.size)}`}
        </Button>
      ))}
    </Stack>
  );
}

const VIA: Record<string, MessageKey> = { email: 'inbox.conversation.viaEmail', console: 'inbox.conversation.viaApp' };

export function Conversation({ item }: { item: InboxItem }) {
  const translate = useTranslate();
  const sender = item.name ?? translate('inbox.conversation.dataErased');
  const erasedMessage = translate('inbox.conversation.messageErased');
  const entries: { at: string; key: string; node: ReactNode }[] = [
    ...item.replies.map((reply) => ({
      at: reply.created_at,
      key: reply.id,
      node: (
        <Message key={reply.id} author={translate('inbox.conversation.staffAuthor', { name: reply.staff_name ?? translate('inbox.notes.piboostTeam') })} at={reply.created_at} tone="staff">
          {reply.message ?? translate('inbox.conversation.replyErased')}
        </Message>
      ),
    })),
    ...(item.customer_messages ?? []).map((answer) => ({
      at: answer.created_at,
      key: answer.id,
      node: (
        <Message key={answer.id} author={translate('inbox.conversation.senderVia', { name: sender, via: answer.via in VIA ? translate(VIA[answer.via]!) : answer.via })} at={answer.created_at} tone="sender" footer={<Attachments answer={answer} />}>
          {answer.message ?? erasedMessage}
        </Message>
      ),
    })),
  ].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  return (
    <ItemSection id="thread-title" title={translate('inbox.conversation.title')}>
      <Stack spacing={2}>
        <Message author={sender} at={item.created_at} tone="sender">
          {item.message ?? erasedMessage}
        </Message>
        {entries.map((e) => e.node)}
      </Stack>
    </ItemSection>
  );
}
