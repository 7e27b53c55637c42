import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { EVENT_LABELS } from '@piboost/events/labels';
import { Link } from 'react-router-dom';
import {
  ArrayField,
  Datagrid,
  EmailField,
  FunctionField,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  useGetManyAggregate,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { CONSENT_LABELS, PLAN_CHOICES, PROVIDER_CHOICES, ROLE_CHOICES, STATUS_CHOICES, labelOf, premiumAccessText } from './labels';
import { UserActions } from './UserActions';
import { SpDateField, spDateTime } from '../lib/time';
import { StatusChip, amount } from '../billing/InvoiceList';

function UserTitle() {
  const record = useRecordContext();
  return <span>Usuário {record?.name ? `· ${String(record.name)}` : ''}</span>;
}

/** A staff member (or anyone) by name: the users of one timeline page are fetched in one request. */
function PersonName({ id }: { id: string }) {
  const { data } = useGetManyAggregate('users', { ids: [id] });
  const name = data?.[0]?.name as string | undefined;
  return <>{name ?? id}</>;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Fields of event data that name a person (staff acting, an assignee): shown by name. */
const PERSON_FIELDS = new Set(['staffId', 'assigneeId']);

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
            {PERSON_FIELDS.has(key) && typeof value === 'string' ? (
              <PersonName id={value} />
            ) : typeof value === 'string' && ISO_TIME.test(value) ? (
              spDateTime(value)
            ) : typeof value === 'object' ? (
              JSON.stringify(value)
            ) : (
              String(value)
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The person's inbox items: signed in, and sent from the same address before the account. */
function TicketsLink() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={{ pathname: '/inbox', search: `filter=${encodeURIComponent(JSON.stringify({ person: record.id }))}` }} size="small" sx={{ ml: 2, mt: 1 }}>
      Atendimentos desta pessoa
    </Button>
  );
}

// The tabs' lists are plain elements, not components: TabbedShowLayout.Tab reads each child's own
// props (label, source) to label it, so a wrapping component would change what it renders.
const consentList = (
  <ArrayField source="consents" label={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">Nenhum consentimento registrado.</Typography>}>
      <FunctionField label="Finalidade" render={(c: RaRecord) => CONSENT_LABELS[String(c.purpose)] ?? String(c.purpose)} />
      <FunctionField label="Situação" render={(c: RaRecord) => (c.granted ? 'Concedido' : 'Revogado')} />
      <TextField source="textVersion" label="Versão do texto" />
      <FunctionField label="Canal" render={(c: RaRecord) => (c.channel === 'registration' ? 'Cadastro' : 'Perfil')} />
      <SpDateField source="at" label="Em" showTime />
    </Datagrid>
  </ArrayField>
);

const invoiceList = (
  <ReferenceManyField reference="billing/invoices" target="userId" label={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 50]} />}>
    <Datagrid bulkActionButtons={false} rowClick="show" empty={<Typography variant="body2">Nenhuma fatura.</Typography>}>
      <SpDateField source="createdAt" label="Criada em" showTime />
      <TextField source="id" label="Id" sortable={false} />
      <FunctionField label="Plano" sortable={false} render={(r: RaRecord) => labelOf(PLAN_CHOICES, r.plan)} />
      <FunctionField label="Valor" sortable={false} render={amount} />
      <StatusChip label="Status" />
      <SpDateField source="paidAt" label="Paga em" showTime emptyText="-" />
    </Datagrid>
  </ReferenceManyField>
);

const timelineList = (
  <ReferenceManyField reference="user-events" target="userId" label={false} sort={{ field: 'position', order: 'DESC' }} perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">Nenhum evento.</Typography>}>
      <SpDateField source="recordedAt" label="Quando" showTime sortBy="position" />
      <FunctionField
        label="Evento"
        sortable={false}
        render={(r: RaRecord) => (
          <>
            <Typography variant="body2">{EVENT_LABELS[String(r.type)] ?? String(r.type)}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {String(r.streamId)}
            </Typography>
          </>
        )}
      />
      <FunctionField label="Por" sortable={false} render={(r: RaRecord) => (r.actorId ? <PersonName id={String(r.actorId)} /> : '—')} />
      <FunctionField label="Dados" sortable={false} render={() => <EventData />} />
    </Datagrid>
  </ReferenceManyField>
);

export function UserShow() {
  return (
    <Show title={<UserTitle />}>
      <UserActions />
      <TicketsLink />
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
          <SpDateField source="createdAt" label="Cadastro" showTime />
          <SpDateField source="emailVerifiedAt" label="E-mail verificado em" showTime emptyText="—" />
          <SpDateField source="profileCompletedAt" label="Cadastro completo em" showTime emptyText="—" />
          <SpDateField source="lastSignInAt" label="Último login" showTime emptyText="—" />
          <Typography variant="overline" component="h2">
            Consentimentos
          </Typography>
          {consentList}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Plano e XP" path="plano">
          <FunctionField label="Plano escolhido" render={(r: RaRecord) => labelOf(PLAN_CHOICES, r.plan)} />
          <FunctionField label="Acesso Premium" render={(r: RaRecord) => premiumAccessText(r)} />
          <SpDateField source="trialEndsAt" label="Último teste grátis até" showTime emptyText="—" />
          <SpDateField source="premiumUntil" label="Última assinatura até" showTime emptyText="—" />
          <Stack direction="row" spacing={4}>
            <Labeled label="XP total">
              <NumberField source="xp.totalXp" />
            </Labeled>
            <Labeled label="Nível">
              <NumberField source="xp.level" />
            </Labeled>
            <Labeled label="Sequência diária">
              <NumberField source="xp.dailyStreak" />
            </Labeled>
          </Stack>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Faturas" path="faturas">
          {invoiceList}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Linha do tempo" path="linha-do-tempo">
          {timelineList}
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
