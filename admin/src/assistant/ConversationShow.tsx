// One conversation with the support assistant: each question, the answer with the pages it cited
// (and whether it was unsure or failed), and the ticket it became.
import type { AdminConversation, ConversationRow } from '@piboost/backend/contract';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, ReferenceField, Show, SimpleShowLayout, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { HANDOFF_REASONS, Ticket } from './ConversationList';
import { SpDateField, spDateTime } from '../lib/time';

function Transcript() {
  const record = useRecordContext<ConversationRow & Partial<Pick<AdminConversation, 'turns'>>>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The list's row stands in until the conversation itself arrives; it has no turns.
  if (!record?.turns) return null;
  return (
    <Stack spacing={2} component="section" aria-label={translate('assistant.show.transcript')}>
      {locale !== 'pt-BR' && <Typography variant="body2" color="text.secondary">{translate('assistant.show.aiNote')}</Typography>}
      {record.turns.map((t) => (
        <Card key={t.messageId} variant="outlined">
          <CardContent>
            <Typography variant="subtitle2">{translate('assistant.show.personAt', { at: spDateTime(t.askedAt) })}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{t.question}</Typography>
            <Typography variant="subtitle2">
              {translate('assistant.resource.label')}{' '}
              {t.answer?.simulated && <Chip size="small" variant="outlined" color="warning" label={translate('assistant.show.simulation')} />}{' '}
              {t.answer?.unsure && <Chip size="small" color="warning" label={translate('assistant.field.unsure')} />}
            </Typography>
            {t.answer ? (
              <>
                <Typography lang="pt-BR" sx={{ whiteSpace: 'pre-wrap' }}>
                  {t.answer.text}
                </Typography>
                {t.answer.sources.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('assistant.show.sources', { sources: t.answer.sources.map((s) => `${s.title} (${s.path})`).join('; ') })}
                  </Typography>
                )}
              </>
            ) : (
              <Typography color="text.secondary">{t.failed ? translate('assistant.show.noAnswer', { reason: t.failed }) : translate('assistant.show.waiting')}</Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function ConversationShow() {
  const translate = useTranslate();
  return (
    <Show title="assistant.show.title">
      <SimpleShowLayout>
        <SpDateField source="startedAt" label="assistant.field.startedAt" showTime />
        <FunctionField label="assistant.field.person" render={(r: ConversationRow) => (r.userId ? <ReferenceField source="userId" reference="users" link="show" /> : translate('assistant.list.visitor'))} />
        <Labeled label="assistant.field.ticket">
          <FunctionField render={(r: ConversationRow) => <Ticket record={r} />} />
        </Labeled>
        <FunctionField
          label="assistant.field.handoff"
          render={(r: ConversationRow) => {
            const reason = HANDOFF_REASONS.find((h) => h.id === r.handoffReason);
            return reason ? translate(reason.name) : '-';
          }}
        />
        <Transcript />
      </SimpleShowLayout>
    </Show>
  );
}
