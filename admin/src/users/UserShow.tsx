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
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CONSENT_LABELS, PLAN_CHOICES, PROVIDER_CHOICES, ROLE_CHOICES, STATUS_CHOICES, labelOf, premiumAccessText } from './labels';
import { UserActions } from './UserActions';
import type { MessageKey } from '../i18n';
import { SpDateField, spDateTime } from '../lib/time';
import { StatusChip, amount } from '../billing/InvoiceList';

function UserTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{record?.name ? translate('users.show.titleNamed', { name: String(record.name) }) : translate('users.show.title')}</span>;
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
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={{ pathname: '/inbox', search: `filter=${encodeURIComponent(JSON.stringify({ person: record.id }))}` }} size="small" sx={{ ml: 2, mt: 1 }}>
      {translate('users.show.tickets')}
    </Button>
  );
}

/** A label translated where it renders: the tabs' lists below are elements built once, outside any component. */
function Translated({ id }: { id: MessageKey }) {
  const translate = useTranslate();
  return <>{translate(id)}</>;
}

function ConsentPurpose() {
  const record = useRecordContext();
  const key = CONSENT_LABELS[String(record?.purpose)];
  return key ? <Translated id={key} /> : <>{String(record?.purpose)}</>;
}

function PlanName() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{labelOf(PLAN_CHOICES, record?.plan, translate)}</>;
}

// The tabs' lists are plain elements, not components: TabbedShowLayout.Tab reads each child's own
// props (label, source) to label it, so a wrapping component would change what it renders.
const consentList = (
  <ArrayField source="consents" label={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2"><Translated id="users.show.noConsents" /></Typography>}>
      <FunctionField label="users.consent.purpose" render={() => <ConsentPurpose />} />
      <FunctionField label="users.field.status" render={(c: RaRecord) => <Translated id={c.granted ? 'users.consent.granted' : 'users.consent.revoked'} />} />
      <TextField source="textVersion" label="users.consent.textVersion" />
      <FunctionField label="users.consent.channel" render={(c: RaRecord) => <Translated id={c.channel === 'registration' ? 'users.consent.registration' : 'users.consent.profile'} />} />
      <SpDateField source="at" label="users.consent.at" showTime />
    </Datagrid>
  </ArrayField>
);

const invoiceList = (
  <ReferenceManyField reference="billing/invoices" target="userId" label={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 50]} />}>
    <Datagrid bulkActionButtons={false} rowClick="show" empty={<Typography variant="body2"><Translated id="users.show.noInvoices" /></Typography>}>
      <SpDateField source="createdAt" label="users.invoice.createdAt" showTime />
      <TextField source="id" label="users.invoice.id" sortable={false} />
      <FunctionField label="users.invoice.plan" sortable={false} render={() => <PlanName />} />
      <FunctionField label="users.invoice.amount" sortable={false} render={amount} />
      <StatusChip label="users.invoice.status" />
      <SpDateField source="paidAt" label="users.invoice.paidAt" showTime emptyText="-" />
    </Datagrid>
  </ReferenceManyField>
);

const timelineList = (
  <ReferenceManyField reference="user-events" target="userId" label={false} sort={{ field: 'position', order: 'DESC' }} perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2"><Translated id="users.show.noEvents" /></Typography>}>
      <SpDateField source="recordedAt" label="users.timeline.when" showTime sortBy="position" />
      <FunctionField
        label="users.timeline.event"
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
      <FunctionField label="users.timeline.by" sortable={false} render={(r: RaRecord) => (r.actorId ? <PersonName id={String(r.actorId)} /> : '—')} />
      <FunctionField label="users.timeline.data" sortable={false} render={() => <EventData />} />
    </Datagrid>
  </ReferenceManyField>
);

export function UserShow() {
  const translate = useTranslate();
  return (
    <Show title={<UserTitle />}>
      <UserActions />
      <TicketsLink />
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="users.show.profileTab">
          <TextField source="name" label="users.field.name" emptyText="—" />
          <EmailField source="email" label="users.field.email" emptyText="—" />
          <TextField source="cpf" label="users.field.cpf" emptyText="—" />
          <TextField source="phone" label="users.field.phone" emptyText="—" />
          <FunctionField label="users.field.city" render={(r: RaRecord) => [r.city, r.state].filter(Boolean).join(' / ') || '—'} />
          <FunctionField label="users.field.role" render={(r: RaRecord) => <Chip size="small" label={labelOf(ROLE_CHOICES, r.role, translate)} />} />
          <FunctionField label="users.field.status" render={(r: RaRecord) => labelOf(STATUS_CHOICES, r.status, translate)} />
          <FunctionField label="users.field.provider" render={(r: RaRecord) => labelOf(PROVIDER_CHOICES, r.provider, translate)} />
          <SpDateField source="createdAt" label="users.field.createdAt" showTime />
          <SpDateField source="emailVerifiedAt" label="users.field.emailVerifiedAt" showTime emptyText="—" />
          <SpDateField source="profileCompletedAt" label="users.field.profileCompletedAt" showTime emptyText="—" />
          <SpDateField source="lastSignInAt" label="users.field.lastSignInAt" showTime emptyText="—" />
          <Typography variant="overline" component="h2">
            {translate('users.show.consents')}
          </Typography>
          {consentList}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="users.show.planTab" path="plano">
          <FunctionField label="users.field.plan" render={(r: RaRecord) => labelOf(PLAN_CHOICES, r.plan, translate)} />
          <FunctionField label="users.field.premiumAccess" render={(r: RaRecord) => premiumAccessText(r, translate)} />
          <SpDateField source="trialEndsAt" label="users.field.trialEndsAt" showTime emptyText="—" />
          <SpDateField source="premiumUntil" label="users.field.premiumUntil" showTime emptyText="—" />
          <Stack direction="row" spacing={4}>
            <Labeled label="users.field.totalXp">
              <NumberField source="xp.totalXp" />
            </Labeled>
            <Labeled label="users.field.level">
              <NumberField source="xp.level" />
            </Labeled>
            <Labeled label="users.field.dailyStreak">
              <NumberField source="xp.dailyStreak" />
            </Labeled>
          </Stack>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="users.show.invoicesTab" path="faturas">
          {invoiceList}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="users.show.timelineTab" path="linha-do-tempo">
          {timelineList}
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
