import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { CONSENT_LABELS, PLAN_CHOICES, PROVIDER_CHOICES, ROLE_CHOICES, STATUS_CHOICES, labelOf } from './labels';
import { UserActions } from './UserActions';

function UserTitle() {
  const record = useRecordContext();
  return <span>Usuário {record?.name ? `· ${String(record.name)}` : ''}</span>;
}

/** An event's data as stored; personal fields arrive from the API already replaced by "dado pessoal cifrado". */
function EventData() {
  const record = useRecordContext();
  const data = (record?.data ?? {}) as Record<string, unknown>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1, fontSize: 13 }}>
      {Object.entries(data).map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {key}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: 'break-all', fontStyle: value === 'dado pessoal cifrado' ? 'italic' : undefined }}>
            {typeof value === 'object' ? JSON.stringify(value) : String(value)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function UserShow() {
  return (
    <Show title={<UserTitle />}>
      <UserActions />
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Perfil">
          <TextField source="name" label="Nome" emptyText="—" />
          <EmailField source="email" label="E-mail" emptyText="—" />
          <TextField source="cpf" label="CPF (mascarado)" emptyText="—" />
          <TextField source="phone" label="Telefone" emptyText="—" />
          <FunctionField label="Cidade" render={(r: RaRecord) => [r.city, r.state].filter(Boolean).join(' / ') || '—'} />
          <FunctionField label="Papel" render={(r: RaRecord) => <Chip size="small" label={labelOf(ROLE_CHOICES, r.role)} />} />
          <FunctionField label="Situação" render={(r: RaRecord) => labelOf(STATUS_CHOICES, r.status)} />
          <FunctionField label="Login" render={(r: RaRecord) => labelOf(PROVIDER_CHOICES, r.provider)} />
          <DateField source="createdAt" label="Cadastro" locales="pt-BR" showTime />
          <DateField source="emailVerifiedAt" label="E-mail verificado em" locales="pt-BR" showTime emptyText="—" />
          <DateField source="profileCompletedAt" label="Cadastro completo em" locales="pt-BR" showTime emptyText="—" />
          <DateField source="lastSignInAt" label="Último login" locales="pt-BR" showTime emptyText="—" />
          <Typography variant="overline" component="h2">
            Consentimentos
          </Typography>
          <ArrayField source="consents" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">Nenhum consentimento registrado.</Typography>}>
              <FunctionField label="Finalidade" render={(c: RaRecord) => CONSENT_LABELS[String(c.purpose)] ?? String(c.purpose)} />
              <FunctionField label="Situação" render={(c: RaRecord) => (c.granted ? 'Concedido' : 'Revogado')} />
              <TextField source="textVersion" label="Versão do texto" />
              <FunctionField label="Canal" render={(c: RaRecord) => (c.channel === 'registration' ? 'Cadastro' : 'Perfil')} />
              <DateField source="at" label="Em" locales="pt-BR" showTime />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Plano e XP" path="plano">
          <FunctionField label="Plano" render={(r: RaRecord) => labelOf(PLAN_CHOICES, r.plan)} />
          <FunctionField label="Premium agora" render={(r: RaRecord) => (r.premium ? 'Sim' : 'Não')} />
          <DateField source="trialEndsAt" label="Teste grátis até" locales="pt-BR" showTime emptyText="—" />
          <DateField source="premiumUntil" label="Premium até" locales="pt-BR" showTime emptyText="—" />
          <Stack direction="row" spacing={4}>
            <Labeled label="XP total">
              <NumberField source="xp.totalXp" locales="pt-BR" />
            </Labeled>
            <Labeled label="Nível">
              <NumberField source="xp.level" />
            </Labeled>
            <Labeled label="Sequência diária">
              <NumberField source="xp.dailyStreak" />
            </Labeled>
          </Stack>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Linha do tempo" path="linha-do-tempo">
          <ReferenceManyField reference="user-events" target="userId" label={false} sort={{ field: 'position', order: 'DESC' }} perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">Nenhum evento.</Typography>}>
              <DateField source="recordedAt" label="Quando" locales="pt-BR" showTime sortBy="position" />
              <FunctionField
                label="Evento"
                sortable={false}
                render={(r: RaRecord) => (
                  <>
                    <Typography variant="body2">{String(r.type)}</Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                      {String(r.streamId)}
                    </Typography>
                  </>
                )}
              />
              <FunctionField label="Dados" sortable={false} render={() => <EventData />} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
