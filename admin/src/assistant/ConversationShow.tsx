// One conversation with the support assistant: each question, the answer with the pages it cited
// (and whether it was unsure or failed), and the ticket it became.
import type { AdminConversation, ConversationRow } from '@piboost/backend/contract';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, ReferenceField, Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { HANDOFF_REASONS, Ticket } from './ConversationList';
import { SpDateField } from '../lib/time';

function Transcript() {
  const record = useRecordContext<ConversationRow & Partial<Pick<AdminConversation, 'turns'>>>();
  // The list's row stands in until the conversation itself arrives; it has no turns.
  if (!record?.turns) return null;
  return (
    <Stack spacing={2} component="section" aria-label="Transcrição">
      {record.turns.map((t) => (
        <Card key={t.messageId} variant="outlined">
          <CardContent>
            <Typography variant="subtitle2">Pessoa · {new Date(t.askedAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{t.question}</Typography>
            <Typography variant="subtitle2">
              Suporte IA {t.answer?.simulated && <Chip size="small" variant="outlined" color="warning" label="Simulação local" />}{' '}
              {t.answer?.unsure && <Chip size="small" color="warning" label="Sem certeza" />}
            </Typography>
            {t.answer ? (
              <>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{t.answer.text}</Typography>
                {t.answer.sources.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    Fontes: {t.answer.sources.map((s) => `${s.title} (${s.path})`).join('; ')}
                  </Typography>
                )}
              </>
            ) : (
              <Typography color="text.secondary">{t.failed ? `Sem resposta (${t.failed}).` : 'Aguardando resposta.'}</Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function ConversationShow() {
  return (
    <Show title="Conversa com o Suporte IA">
      <SimpleShowLayout>
        <SpDateField source="startedAt" label="Início" showTime />
        <FunctionField label="Pessoa" render={(r: ConversationRow) => (r.userId ? <ReferenceField source="userId" reference="users" link="show" /> : 'Visitante')} />
        <Labeled label="Chamado">
          <FunctionField render={(r: ConversationRow) => <Ticket record={r} />} />
        </Labeled>
        <FunctionField label="Passada à equipe por" render={(r: ConversationRow) => HANDOFF_REASONS.find((h) => h.id === r.handoffReason)?.name ?? '-'} />
        <Transcript />
      </SimpleShowLayout>
    </Show>
  );
}
