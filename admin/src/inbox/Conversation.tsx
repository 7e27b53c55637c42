// An item's conversation (issue 29): what the person wrote, the staff replies and the person's
// answers (by e-mail or in the console), in time order. The person's files are theirs: staff
// download them with their own token; nothing here acts for the person.
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { InboxItem } from '@piboost/backend/contract';
import { accessToken } from '../auth/session';
import { spDateTime } from '../lib/time';
import { ItemSection } from './ItemSection';

type Tone = 'sender' | 'staff';

export function Message({ author, at, tone, children, footer }: { author: string; at: string; tone: Tone; children: ReactNode; footer?: ReactNode }) {
  return (
    <Box
      component="article"
      aria-label={`Mensagem de ${author}`}
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
  const res = await fetch(path, { headers: { Authorization: `Bearer ${accessToken() ?? ''}` } });
  if (!res.ok) throw new Error(failure);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type Answer = InboxItem['customer_messages'][number];

function Attachments({ answer }: { answer: Answer }) {
  const notify = useNotify();
  if (!answer.attachments.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} aria-label="Anexos enviados pela pessoa">
      {answer.attachments.map((a) => (
        <Button
          key={a.id}
          size="small"
          variant="outlined"
          onClick={() => downloadFile(a.path, a.filename ?? 'anexo', 'Não foi possível baixar o anexo.').catch((e: Error) => notify(e.message, { type: 'error' }))}
        >
          {`${a.filename ?? '(nome apagado)'} · ${sizeLabel(a.size)}`}
        </Button>
      ))}
    </Stack>
  );
}

const VIA: Record<string, string> = { email: 'por e-mail', console: 'pelo app' };

export function Conversation({ item }: { item: InboxItem }) {
  const sender = item.name ?? '(dados apagados)';
  const entries: { at: string; key: string; node: ReactNode }[] = [
    ...item.replies.map((reply) => ({
      at: reply.created_at,
      key: reply.id,
      node: (
        <Message key={reply.id} author={`${reply.staff_name ?? 'Equipe π Boost'} (equipe)`} at={reply.created_at} tone="staff">
          {reply.message ?? 'Resposta apagada a pedido do titular (LGPD).'}
        </Message>
      ),
    })),
    ...(item.customer_messages ?? []).map((answer) => ({
      at: answer.created_at,
      key: answer.id,
      node: (
        <Message key={answer.id} author={`${sender} (${VIA[answer.via] ?? answer.via})`} at={answer.created_at} tone="sender" footer={<Attachments answer={answer} />}>
          {answer.message ?? 'Mensagem apagada a pedido do titular (LGPD).'}
        </Message>
      ),
    })),
  ].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  return (
    <ItemSection id="thread-title" title="Conversa">
      <Stack spacing={2}>
        <Message author={sender} at={item.created_at} tone="sender">
          {item.message ?? 'Mensagem apagada a pedido do titular (LGPD).'}
        </Message>
        {entries.map((e) => e.node)}
      </Stack>
    </ItemSection>
  );
}
