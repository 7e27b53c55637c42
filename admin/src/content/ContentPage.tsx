// Back office: editorial control of the AI's articles (content module). Review drafts, edit, publish
// and unpublish (with the reason), feature, the auto-publish setting, a generation on demand, and -
// with the local simulator - the AI's answer mode. Every action is an event with the staff member's
// id, so the audit log shows who did what.
import { Alert, Button, Card, CardContent, CardHeader, Chip, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { httpClient } from '../httpClient';
import { call } from './api';
import { EditDialog, UnpublishDialog } from './ArticleDialogs';
import type { AdminArticle, ContentAdmin, ArticleStatus as Status } from '@piboost/backend/contract';

const STATUS: Record<Status, [string, 'default' | 'success' | 'warning']> = { draft: ['Rascunho', 'warning'], published: ['Publicado', 'success'], unpublished: ['Despublicado', 'default'] };
const PROVIDER = { connected: 'Conectada', testing: 'Testando', limit: 'Limite atingido', disconnected: 'Desconectada' } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }) : '—');
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
  if (error) return <Alert severity="error">Não foi possível carregar os artigos: {(error as Error).message}</Alert>;
  if (!data) return <Typography role="status">Carregando…</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Blog e artigos" />
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
  return (
    <Alert severity="warning">
      Simulação local: os artigos vêm do analista simulado. Defina AI_BASE_URL e AI_API_KEY no servidor para um provedor real.
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <span>Resposta da IA simulada:</span>
        {(
          [
            ['ok', 'Normal'],
            ['limit', 'Limite (429)'],
            ['down', 'Fora do ar (500)'],
            ['garbage', 'Resposta inválida'],
          ] as const
        ).map(([mode, label]) => (
          <Button key={mode} size="small" variant="outlined" onClick={() => void act('/api/admin/content/simulator/mode', { mode })}>
            {label}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}

function PublicationCard({ data, act }: { data: ContentAdmin; act: Act }) {
  return (
    <Card>
      <CardHeader
        title="Publicação"
        subheader={`IA: ${PROVIDER[data.provider.state]} · modelo ${data.provider.model}${data.provider.lastError ? ` · último erro: ${data.provider.lastError}` : ''}`}
        action={
          <Button variant="outlined" onClick={() => void act('/api/admin/content/generate')}>
            Gerar artigos agora
          </Button>
        }
      />
      <CardContent>
        <FormControlLabel
          control={<Switch checked={data.settings.autoPublish} onChange={(e) => void act('/api/admin/content/settings', { autoPublish: e.target.checked }, 'PUT')} />}
          label="Publicar automaticamente os artigos da IA (desligado: ficam como rascunho até a revisão)"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {data.settings.changedAt ? `Alterado em ${when(data.settings.changedAt)} por ${short(data.settings.changedBy)}.` : 'Padrão de instalação: publicação automática.'} Rascunhos: {data.counts.draft ?? 0} · publicados: {data.counts.published ?? 0} · despublicados:{' '}
          {data.counts.unpublished ?? 0}
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
  return (
    <Card>
      <CardHeader
        title="Artigos"
        action={
          <ToggleButtonGroup size="small" exclusive value={status} onChange={(_e, v: Status | 'all' | null) => v && setStatus(v)} aria-label="Situação">
            <ToggleButton value="all">Todos</ToggleButton>
            <ToggleButton value="draft">Rascunhos</ToggleButton>
            <ToggleButton value="published">Publicados</ToggleButton>
            <ToggleButton value="unpublished">Despublicados</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      <Table size="small" aria-label="Artigos">
        <TableHead>
          <TableRow>
            <TableCell>Título</TableCell>
            <TableCell>Categoria</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Gerado</TableCell>
            <TableCell>Revisão</TableCell>
            <TableCell align="right">Leituras</TableCell>
            <TableCell align="right">Curtidas</TableCell>
            <TableCell>Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.articles.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>Nenhum artigo nesta situação.</TableCell>
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
          {a.simulated ? ' · Simulação local' : ''}
          {a.unpublishedReason ? ` · motivo: ${a.unpublishedReason}` : ''}
        </Typography>
      </TableCell>
      <TableCell>{categories[a.category] ?? a.category}</TableCell>
      <TableCell>
        <Chip size="small" label={label} color={color} />
        {a.featured && <Chip size="small" label="Destaque" color="info" sx={{ ml: 0.5 }} />}
      </TableCell>
      <TableCell>{when(a.generatedAt)}</TableCell>
      <TableCell>
        {a.status === 'draft' ? '—' : a.reviewerId ? `por ${short(a.reviewerId)}` : 'automática'}
        {a.editorId && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            editado por {short(a.editorId)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{a.views}</TableCell>
      <TableCell align="right">{a.likes}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => onEdit(a)} aria-label={`Editar ${a.title}`}>
            Editar
          </Button>
          {a.status === 'published' ? (
            <Button size="small" color="error" onClick={() => onUnpublish(a)} aria-label={`Despublicar ${a.title}`}>
              Despublicar
            </Button>
          ) : (
            <Button size="small" onClick={() => void act(`/api/admin/content/articles/${a.id}/publish`)} aria-label={`Publicar ${a.title}`}>
              Publicar
            </Button>
          )}
          {a.status === 'published' && (
            <Button size="small" onClick={() => void act(`/api/admin/content/articles/${a.id}/feature`, { featured: !a.featured })} aria-label={`${a.featured ? 'Tirar do destaque' : 'Destacar'} ${a.title}`}>
              {a.featured ? 'Tirar destaque' : 'Destacar'}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
