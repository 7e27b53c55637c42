// The team's notes on an inbox item.
import { Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ItemSection, useItemPost } from './ItemSection';
import { spDateTime } from '../lib/time';
import type { InboxItem } from '@piboost/backend/contract';

/** Notes for the team: shown only here, never mailed to the sender. */
export function Notes({ item, canWrite }: { item: InboxItem; canWrite: boolean }) {
  const { post, busy: adding } = useItemPost(item, 'notes');
  const [note, setNote] = useState('');
  const addNote = () => post({ note }, 'Nota interna adicionada (não enviada ao remetente).', () => setNote(''));

  return (
    <ItemSection id="notes-title" title="Notas internas">
      <Stack spacing={2}>
        {item.notes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nenhuma nota. Só a equipe vê as notas; elas nunca são enviadas por e-mail.
          </Typography>
        )}
        {item.notes.map((n) => (
          <Box key={n.id} component="article" aria-label={`Nota de ${n.staff_name ?? 'equipe'}`} sx={{ p: 1.5, borderRadius: 1, borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover' }}>
            <Typography variant="caption" color="text.secondary">
              {n.staff_name ?? 'Equipe π Boost'} · {spDateTime(n.created_at)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {n.note ?? 'Nota apagada a pedido do titular (LGPD).'}
            </Typography>
          </Box>
        ))}
        {canWrite && (
          <>
            <MuiTextField
              label="Nova nota interna"
              helperText="Visível só para a equipe."
              multiline
              minRows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              disabled={!item.email}
              slotProps={{ htmlInput: { maxLength: 10_000 } }}
            />
            <Box>
              <Button variant="outlined" color="warning" disabled={!note.trim() || adding || !item.email} onClick={() => void addNote()}>
                {adding ? 'Salvando...' : 'Adicionar nota'}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </ItemSection>
  );
}
