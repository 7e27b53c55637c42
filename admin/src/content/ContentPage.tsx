// Back office: editorial control of the AI's articles (content module). Review drafts, edit, publish
// and unpublish (with the reason), feature, the auto-publish setting, a generation on demand, and -
// with the local simulator - the AI's answer mode. Every action is an event with the staff member's
// id, so the audit log shows who did what.
import { Alert, Button, Card, CardContent, CardHeader, Chip, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../httpClient';
import { adminLocale, type MessageKey } from '../i18n';
import { call } from './api';
import { EditDialog, UnpublishDialog } from './ArticleDialogs';
import type { AdminArticle, ContentAdmin, ArticleStatus as Status } from '@piboost/backend/contract';

const STATUS: Record<Status, [MessageKey, 'default' | 'success' | 'warning']> = { draft: ['content.status.draft', 'warning'], published: ['content.status.published', 'success'], unpublished: ['content.status.unpublished', 'default'] };
const PROVIDER = { connected: 'content.provider.connected', testing: 'content.provider.testing', limit: 'content.provider.limit', disconnected: 'content.provider.disconnected' } as const satisfies Record<ContentAdmin['provider']['state'], MessageKey>;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(adminLocale(), { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }) : '—');
const short = (id: string | null) => (id ? id.slice(0, 8) : '—');

type Act = (path: string, body?: unknown, method?: string) => Promise<void>;

function useContentAdmin() {
  const notify = useNotify();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | 'all'>('all');
  const query = useQuery({
    queryKey: ['admin-content', status],
    queryFn: async () => ((await httpClient(`/api/admin/content?status=${status}`)).json as { data: ContentAdmin }).data,
    refetchInterval: 15_000,
  });
  const reload = () => client.invalidateQueries({ queryKey: ['admin-content'] });
  const act: Act = async (path, body, method = 'POST') => {
    try {
      notify((await call(path, method, body)).message, { type: 'info' });
      await reload();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  return { ...query, status, setStatus, reload, act, notify };
}

export function ContentPage() {
  const { data, error, status, setStatus, reload, act, notify } = useContentAdmin();
  const [editing, setEditing] = useState<AdminArticle | null>(null);
  const [unpublishing, setUnpublishing] = useState<AdminArticle | null>(null);
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate('content.loadError', { message: (error as Error).message })}</Alert>;
  if (!data) return <Typography role="status">{translate('content.loading')}</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('content.title')} />
      {data.provider.simulated && <SimulatorAlert act={act} />}
      <PublicationCard data={data} act={act} />
      <ArticlesCard data={data} status={status} setStatus={setStatus} act={act} onEdit={setEditing} onUnpublish={setUnpublishing} />
      {editing && (
        <EditDialog
          article={editing}
          categories={data.categories}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notify(message, { type: 'info' });
            void reload();
          }}
        />
      )}
      {unpublishing && (
        <UnpublishDialog
          article={unpublishing}
          onClose={() => setUnpublishing(null)}
          onDone={(message) => {
            setUnpublishing(null);
            notify(message, { type: 'info' });
            void reload();
          }}
        />
      )}
    </Stack>
  );
}

function SimulatorAlert({ act }: { act: Act }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning">
      {translate('content.simulator.notice')}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <span>{translate('content.simulator.modeLabel')}</span>
        {(
          [
            ['ok', 'content.simulator.ok'],
            ['limit', 'content.simulator.limit'],
            ['down', 'content.simulator.down'],
            ['garbage', 'content.simulator.garbage'],
          ] as const
        ).map(([mode, label]) => (
          <Button key={mode} size="small" variant="outlined" onClick={() => void act('/api/admin/content/simulator/mode', { mode })}>
            {translate(label)}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}

function PublicationCard({ data, act }: { data: ContentAdmin; act: Act }) {
  const translate = useTranslate();
  const state = translate(PROVIDER[data.provider.state]);
  return (
    <Card>
      <CardHeader
        title={translate('content.publication.title')}
        subheader={
          data.provider.lastError
            ? translate('content.publication.providerError', { state, model: data.provider.model, error: data.provider.lastError })
            : translate('content.publication.provider', { state, model: data.provider.model })
        }
        action={
          <Button variant="outlined" onClick={() => void act('/api/admin/content/generate')}>
            {translate('content.publication.generate')}
          </Button>
        }
      />
      <CardContent>
        <FormControlLabel
          control={<Switch checked={data.settings.autoPublish} onChange={(e) => void act('/api/admin/content/settings', { autoPublish: e.target.checked }, 'PUT')} />}
          label={translate('content.publication.autoPublish')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {data.settings.changedAt ? translate('content.publication.changed', { when: when(data.settings.changedAt), who: short(data.settings.changedBy) }) : translate('content.publication.default')}{' '}
          {translate('content.publication.counts', { draft: data.counts.draft ?? 0, published: data.counts.published ?? 0, unpublished: data.counts.unpublished ?? 0 })}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface ArticlesCardProps {
  data: ContentAdmin;
  status: Status | 'all';
  setStatus: (status: Status | 'all') => void;
  act: Act;
  onEdit: (article: AdminArticle) => void;
  onUnpublish: (article: AdminArticle) => void;
}

function ArticlesCard({ data, status, setStatus, act, onEdit, onUnpublish }: ArticlesCardProps) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader
        title={translate('content.articles.title')}
        action={
          <ToggleButtonGroup size="small" exclusive value={status} onChange={(_e, v: Status | 'all' | null) => v && setStatus(v)} aria-label={translate('content.articles.filter')}>
            <ToggleButton value="all">{translate('content.articles.all')}</ToggleButton>
            <ToggleButton value="draft">{translate('content.articles.drafts')}</ToggleButton>
            <ToggleButton value="published">{translate('content.articles.publishedPlural')}</ToggleButton>
            <ToggleButton value="unpublished">{translate('content.articles.unpublishedPlural')}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      <Table size="small" aria-label={translate('content.articles.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('content.articles.colTitle')}</TableCell>
            <TableCell>{translate('content.articles.colCategory')}</TableCell>
            <TableCell>{translate('content.articles.colStatus')}</TableCell>
            <TableCell>{translate('content.articles.colGenerated')}</TableCell>
            <TableCell>{translate('content.articles.colReview')}</TableCell>
            <TableCell align="right">{translate('content.articles.colViews')}</TableCell>
            <TableCell align="right">{translate('content.articles.colLikes')}</TableCell>
            <TableCell>{translate('content.articles.colActions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.articles.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{translate('content.articles.empty')}</TableCell>
            </TableRow>
          )}
          {data.articles.map((a) => (
            <ArticleRow key={a.id} article={a} categories={data.categories} act={act} onEdit={onEdit} onUnpublish={onUnpublish} />
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

interface ArticleRowProps {
  article: AdminArticle;
  categories: ContentAdmin['categories'];
  act: Act;
  onEdit: (article: AdminArticle) => void;
  onUnpublish: (article: AdminArticle) => void;
}

function ArticleRow({ article: a, categories, act, onEdit, onUnpublish }: ArticleRowProps) {
  const translate = useTranslate();
  const [label, color] = STATUS[a.status];
  return (
    <TableRow>
      <TableCell>
        {a.status === 'published' ? (
          <a href={`/blog/${a.slug}`} target="_blank" rel="noreferrer">
            {a.title}
          </a>
        ) : (
          a.title
        )}
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {a.author} · {a.model}
          {a.simulated ? translate('content.row.simulated') : ''}
          {a.unpublishedReason ? translate('content.row.reason', { reason: a.unpublishedReason }) : ''}
        </Typography>
      </TableCell>
      <TableCell>{categories[a.category] ?? a.category}</TableCell>
      <TableCell>
        <Chip size="small" label={translate(label)} color={color} />
        {a.featured && <Chip size="small" label={translate('content.row.featured')} color="info" sx={{ ml: 0.5 }} />}
      </TableCell>
      <TableCell>{when(a.generatedAt)}</TableCell>
      <TableCell>
        {a.status === 'draft' ? '—' : a.reviewerId ? translate('content.row.reviewedBy', { who: short(a.reviewerId) }) : translate('content.row.automatic')}
        {a.editorId && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {translate('content.row.editedBy', { who: short(a.editorId) })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{a.views}</TableCell>
      <TableCell align="right">{a.likes}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => onEdit(a)} aria-label={translate('content.row.editLabel', { title: a.title })}>
            {translate('content.row.edit')}
          </Button>
          {a.status === 'published' ? (
            <Button size="small" color="error" onClick={() => onUnpublish(a)} aria-label={translate('content.row.unpublishLabel', { title: a.title })}>
              {translate('content.row.unpublish')}
            </Button>
          ) : (
            <Button size="small" onClick={() => void act(`/api/admin/content/articles/${a.id}/publish`)} aria-label={translate('content.row.publishLabel', { title: a.title })}>
              {translate('content.row.publish')}
            </Button>
          )}
          {a.status === 'published' && (
            <Button size="small" onClick={() => void act(`/api/admin/content/articles/${a.id}/feature`, { featured: !a.featured })} aria-label={translate(a.featured ? 'content.row.unfeatureLabel' : 'content.row.featureLabel', { title: a.title })}>
              {translate(a.featured ? 'content.row.unfeature' : 'content.row.feature')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
