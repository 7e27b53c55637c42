// Bulk actions on the inbox list (issue 29 item 3): assign the selected items (to me, to someone, to
// nobody), set their priority or close them - one request; the server decides each item on its own
// and answers which were refused and why, shown here.
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useGetList, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { httpClient } from '../httpClient';
import { PRIORITY_CHOICES } from './choices';

type BulkBody = { action: 'assign'; assignee_id: string | null } | { action: 'close' } | { action: 'priority'; priority: string };

function useBulk() {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('inbox');
  const [busy, setBusy] = useState(false);
  const run = async (body: BulkBody) => {
    setBusy(true);
    try {
      const res = await httpClient('/api/admin/inbox-bulk', { method: 'POST', body: JSON.stringify({ ids: selectedIds, ...body }) });
      const answer = res.json as { message: string; data: { refused: { id: string; message: string }[] } };
      const reasons = [...new Set(answer.data.refused.map((r) => r.message))].join(' ');
      notify(reasons ? `${answer.message} ${reasons}` : answer.message, { type: answer.data.refused.length ? 'warning' : 'success' });
      unselectAll();
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

function MenuButton({ label, busy, items }: { label: string; busy: boolean; items: { key: string; label: string; onClick: () => void }[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" disabled={busy} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((i) => (
          <MenuItem
            key={i.key}
            onClick={() => {
              setAnchor(null);
              i.onClick();
            }}
          >
            {i.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function InboxBulkActions() {
  const { run, busy } = useBulk();
  const translate = useTranslate();
  const { data: staff = [] } = useGetList<{ id: string; name: string | null }>('inbox-assignees', { pagination: { page: 1, perPage: 200 }, sort: { field: 'created_at', order: 'ASC' } });
  return (
    <>
      <MenuButton
        label={translate('inbox.work.assign')}
        busy={busy}
        items={[
          { key: 'me', label: translate('inbox.bulk.toMe'), onClick: () => void run({ action: 'assign', assignee_id: 'me' }) },
          ...staff.map((s) => ({ key: s.id, label: s.name ?? s.id, onClick: () => void run({ action: 'assign', assignee_id: s.id }) })),
          { key: 'none', label: translate('inbox.bulk.toNobody'), onClick: () => void run({ action: 'assign', assignee_id: null }) },
        ]}
      />
      <MenuButton
        label={translate('inbox.field.priority')}
        busy={busy}
        items={PRIORITY_CHOICES.map((p) => ({ key: p.id, label: translate(p.name), onClick: () => void run({ action: 'priority', priority: p.id }) }))} />
      <Button size="small" color="warning" disabled={busy} onClick={() => void run({ action: 'close' })}>
        {translate('inbox.bulk.close')}
      </Button>
    </>
  );
}
