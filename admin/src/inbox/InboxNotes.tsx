// The team's notes on an inbox item.
import { Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ItemSection, useItemPost } from './ItemSection';
import { spDateTime } from '../lib/time';
import type { InboxItem } from '@piboost/backend/contract';

/** Notes for the team: shown only here, never mailed to the sender. */
export function Notes({ item, canWrite }: { item: InboxItem; canWrite: boolean }) {
  const { post, busy: adding } = useItemPost(item, 'notes');
  const [note, setNote] = useState('');
  const translate = useTranslate();
  const addNote = () => post({ note }, translate('inbox.notes.added'), () => setNote(''));

  return (
    <ItemSection id="notes-title" title={translate('inbox.notes.title')}>
      <Stack spacing={2}>
        {item.notes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('inbox.notes.none')}
          </Typography>
        )}
        {item.notes.map((n) => (
          <Box key={n.id} component="article" aria-label={translate('inbox.notes.noteBy', { name: n.staff_name ?? translate('inbox.notes.team') })} sx={{ p: 1.5, borderRadius: 1, borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover' }}>
            <Typography variant="caption" color="text.secondary">
              {n.staff_name ?? translate('inbox.notes.piboostTeam')} · {spDateTime(n.created_at)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {n.note ?? translate('inbox.notes.erased')}
            </Typography>
          </Box>
        ))}
        {canWrite && (
          <>
            <MuiTextField
              label={translate('inbox.notes.new')}
              helperText={translate('inbox.notes.help')}
              multiline
              minRows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              disabled={!item.email}
              slotProps={{ htmlInput: { maxLength: 10_000 } }}
            />
            <Box>
              <Button variant="outlined" color="warning" disabled={!note.trim() || adding || !item.email} onClick={() => void addNote()}>
                {translate(adding ? 'inbox.notes.saving' : 'inbox.notes.add')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </ItemSection>
  );
}
