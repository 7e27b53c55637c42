// One item of the inbox: what the person wrote and every staff reply (the thread), and the work on
// it - status, assignee, reply by e-mail. The server decides what is allowed; this page offers the
// statuses it lists in `allowed_statuses` and shows its messages when it refuses.
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Show, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { MessageKey } from '../i18n';
import { Conversation, downloadFile } from './Conversation';
import { categoryLabel, KIND_CHOICES, labelOf, PRIORITY_CHOICES } from './choices';
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
  const translate = useTranslate();
  return <span>{record ? translate('inbox.show.title', { reference: record.reference, subject: record.subject ?? translate('inbox.show.subjectErased') }) : translate('inbox.show.item')}</span>;
}

const DETAIL_LABELS: Record<string, MessageKey> = {
  company: 'inbox.detail.company',
  role: 'inbox.detail.role',
  phone: 'inbox.detail.phone',
  experience: 'inbox.detail.experience',
};

function Details({ item }: { item: InboxItem }) {
  const notify = useNotify();
  const translate = useTranslate();
  const erased = translate('inbox.erased');
  const rows: [string, ReactNode][] = [
    [translate('inbox.field.kind'), labelOf(KIND_CHOICES, item.kind, translate)],
    [translate('inbox.field.status'), <StatusChip key="s" />],
    [translate('inbox.field.sender'), item.name ?? erased],
    [translate('inbox.detail.email'), item.email ?? erased],
    [translate('inbox.detail.account'), translate(item.user_id ? 'inbox.detail.registeredUser' : 'inbox.detail.visitor')],
    [translate('inbox.field.receivedAt'), spDateTime(item.created_at)],
  ];
  if (item.priority) rows.push([translate('inbox.field.priority'), labelOf(PRIORITY_CHOICES, item.priority, translate)]);
  if (item.kind === 'support') rows.push([translate('inbox.field.firstResponse'), describeTarget(item).label], [translate('inbox.field.resolution'), describeResolution(item).label]);
  if (item.category && item.kind === 'contact') rows.push([translate('inbox.detail.category'), categoryLabel(item.category, translate)]);
  for (const [key, value] of Object.entries(item.details)) {
    const label = DETAIL_LABELS[key];
    if (label && value) rows.push([translate(label), key === 'role' ? categoryLabel(value, translate) : value]);
  }
  return (
    <ItemSection id="details-title" title={translate('inbox.detail.title')}>
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
            onClick={() => downloadFile(item.resume_path!, 'curriculo.pdf', translate('inbox.detail.resumeFailed')).catch((e: Error) => notify(e.message, { type: 'error' }))}
          >
            {translate('inbox.detail.downloadResume')}
          </Button>
        )}
        <Button component={Link} to={{ pathname: '/outbox', search: `filter=${encodeURIComponent(JSON.stringify({ q: item.reference }))}` }}>
          {translate('inbox.detail.emails')}
        </Button>
      </Stack>
    </ItemSection>
  );
}

function ItemPage() {
  const item = useRecordContext<InboxItem>();
  const translate = useTranslate();
  const { canAccess: canWork } = useCanAccess({ resource: 'inbox', action: 'edit' });
  // react-admin first shows the row from the list, which has no message or thread: wait for the item.
  if (!item?.replies) return <LinearProgress aria-label={translate('inbox.show.loading')} sx={{ m: 2 }} />;
  return (
    <TicketPresence itemId={item.id}>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start', p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {item.subject ?? translate('inbox.show.subjectErased')} <Chip size="small" variant="outlined" label={item.reference} />
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
