// One item of the inbox: what the person wrote and every staff reply (the thread), and the work on
// it - status, assignee, reply by e-mail. The server decides what is allowed; this page offers the
// statuses it lists in `allowed_statuses` and shows its messages when it refuses.
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Show, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { Conversation, downloadFile } from './Conversation';
import { CATEGORY_LABELS, KIND_CHOICES, labelOf, PRIORITY_CHOICES } from './choices';
import { TicketPresence } from './Collision';
import { Notes } from './InboxNotes';
import { ItemSection } from './ItemSection';
import { WorkPanel } from './InboxWorkPanel';
import { describeTarget } from './ResponseTarget';
import { describeResolution } from './ResolutionTarget';
import { StatusChip } from './StatusChip';
import { spDateTime } from '../lib/time';
import type { InboxItem } from '@piboost/backend/contract';

function ItemTitle() {
  const record = useRecordContext<InboxItem>();
  return <span>{record ? `${record.reference} · ${record.subject ?? '(assunto apagado)'}` : 'Item'}</span>;
}

const DETAIL_LABELS: Record<string, string> = { company: 'Empresa / veículo', role: 'Função', phone: 'Telefone', experience: 'Experiência' };

function Details({ item }: { item: InboxItem }) {
  const notify = useNotify();
  const rows: [string, ReactNode][] = [
    ['Canal', labelOf(KIND_CHOICES, item.kind)],
    ['Status', <StatusChip key="s" />],
    ['Remetente', item.name ?? '(apagado)'],
    ['E-mail', item.email ?? '(apagado)'],
    ['Conta', item.user_id ? 'Usuário cadastrado' : 'Visitante'],
    ['Recebido em', spDateTime(item.created_at)],
  ];
  if (item.priority) rows.push(['Prioridade', labelOf(PRIORITY_CHOICES, item.priority)]);
  if (item.kind === 'support') rows.push(['Primeira resposta', describeTarget(item).label], ['Resolução', describeResolution(item).label]);
  if (item.category && item.kind === 'contact') rows.push(['Categoria', CATEGORY_LABELS[item.category] ?? item.category]);
  for (const [key, value] of Object.entries(item.details)) {
    if (key in DETAIL_LABELS && value) rows.push([DETAIL_LABELS[key]!, key === 'role' ? (CATEGORY_LABELS[value] ?? value) : value]);
  }
  return (
    <ItemSection id="details-title" title="Detalhes">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        {item.resume_path && (
          <Button
            variant="outlined"
            onClick={() => downloadFile(item.resume_path!, 'curriculo.pdf', 'Não foi possível baixar o currículo.').catch((e: Error) => notify(e.message, { type: 'error' }))}
          >
            Baixar currículo (PDF)
          </Button>
        )}
        <Button component={Link} to={{ pathname: '/outbox', search: `filter=${encodeURIComponent(JSON.stringify({ q: item.reference }))}` }}>
          E-mails desta referência
        </Button>
      </Stack>
    </ItemSection>
  );
}

function ItemPage() {
  const item = useRecordContext<InboxItem>();
  const { canAccess: canWork } = useCanAccess({ resource: 'inbox', action: 'edit' });
  // react-admin first shows the row from the list, which has no message or thread: wait for the item.
  if (!item?.replies) return <LinearProgress aria-label="Carregando o item" sx={{ m: 2 }} />;
  return (
    <TicketPresence itemId={item.id}>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start', p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {item.subject ?? '(assunto apagado)'} <Chip size="small" variant="outlined" label={item.reference} />
        </Typography>
        <Conversation item={item} />
        <Notes item={item} canWrite={canWork === true} />
      </Stack>
      <Stack spacing={2}>
        {canWork && <WorkPanel key={`${item.assignee_id}-${item.status}-${item.priority}`} item={item} />}
        <Details item={item} />
      </Stack>
    </Box>
    </TicketPresence>
  );
}

export function InboxShow() {
  return (
    <Show title={<ItemTitle />} actions={false}>
      <ItemPage />
    </Show>
  );
}
