// Back office: editorial control of the AI's articles (content module). Review drafts, edit, publish
// and unpublish (with the reason), feature, the auto-publish setting, a generation on demand, and -
// with the local simulator - the AI's answer mode. Every action is an event with the staff member's
// id, so the audit log shows who did what.
import { Alert, Button, Card, CardContent, CardHeader, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { httpClient } from '../httpClient';

type Status = 'draft' | 'published' | 'unpublished';
interface AdminArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  status: Status;
  featured: boolean;
  views: number;
  likes: number;
  model: string;
  simulated: boolean;
  generatedAt: string;
  publishedAt: string | null;
  reviewerId: string | null;
  editorId: string | null;
  unpublishedReason: string | null;
  costUsd: number;
}
interface ContentAdmin {
  articles: AdminArticle[];
  counts: Partial<Record<Status, number>>;
  settings: { autoPublish: boolean; changedBy: string | null; changedAt: string | null };
  provider: { state: 'connected' | 'testing' | 'limit' | 'disconnected'; simulated: boolean; model: string; lastError: string | null };
  categories: Record<string, string>;
}

const STATUS: Record<Status, [string, 'default' | 'success' | 'warning']> = { draft: ['Rascunho', 'warning'], published: ['Publicado', 'success'], unpublished: ['Despublicado', 'default'] };
const PROVIDER = { connected: 'Conectada', testing: 'Testando', limit: 'Limite atingido', disconnected: 'Desconectada' } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }) : '—');
const short = (id: string | null) => (id ? id.slice(0, 8) : '—');

async function call(path: string, method: string, body?: unknown): Promise<{ message: string }> {
  const res = await httpClient(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return res.json as { message: string };
}

function errorsOf(err: unknown): Record<string, string> {
  return ((err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}) as Record<string, string>;
}

function EditDialog({ article, categories, onClose, onSaved }: { article: AdminArticle; categories: Record<string, string>; onClose: () => void; onSaved: (message: string) => void }) {
  const [draft, setDraft] = useState({ title: article.title, excerpt: article.excerpt, body: article.body, category: article.category, tags: article.tags.join(', '), imageUrl: article.imageUrl ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const tags = draft.tags.split(',').map((t) => t.trim()).filter(Boolean);
      const r = await call(`/api/admin/content/articles/${article.id}`, 'PUT', { ...draft, tags, imageUrl: draft.imageUrl.trim() || null });
      onSaved(r.message);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof draft, label: string, extra: object = {}) => (
    <TextField label={label} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} error={Boolean(errors[name])} helperText={errors[name]} fullWidth {...extra} />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-title">
      <DialogTitle id="edit-title">Editar artigo</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {field('title', 'Título')}
          {field('excerpt', 'Resumo', { multiline: true, minRows: 2 })}
          {field('body', 'Texto', { multiline: true, minRows: 10 })}
          {field('category', 'Categoria', { select: true, children: Object.entries(categories).map(([id, name]) => <MenuItem key={id} value={id}>{name}</MenuItem>) })}
          {field('tags', 'Tags (separadas por vírgula)')}
          {field('imageUrl', 'Endereço da imagem (opcional)')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UnpublishDialog({ article, onClose, onDone }: { article: AdminArticle; onClose: () => void; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      onDone((await call(`/api/admin/content/articles/${article.id}/unpublish`, 'POST', { reason })).message);
    } catch (err) {
      setError(errorsOf(err).reason ?? (err as Error).message);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="unpublish-title">
      <DialogTitle id="unpublish-title">Despublicar “{article.title}”</DialogTitle>
      <DialogContent>
        <TextField label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(error)} helperText={error ?? 'Fica registrado no histórico do artigo e na auditoria.'} fullWidth sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button color="error" variant="contained" onClick={() => void submit()}>
          Despublicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ContentPage() {
  const notify = useNotify();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [editing, setEditing] = useState<AdminArticle | null>(null);
  const [unpublishing, setUnpublishing] = useState<AdminArticle | null>(null);
  const { data, error } = useQuery({
    queryKey: ['admin-content', status],
    queryFn: async () => ((await httpClient(`/api/admin/content?status=${status}`)).json as { data: ContentAdmin }).data,
    refetchInterval: 15_000,
  });
  const reload = () => client.invalidateQueries({ queryKey: ['admin-content'] });
  const act = async (path: string, body?: unknown, method = 'POST') => {
    try {
      notify((await call(path, method, body)).message, { type: 'info' });
      await reload();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  if (error) return <Alert severity="error">Não foi possível carregar os artigos: {(error as Error).message}</Alert>;
  if (!data) return <Typography role="status">Carregando…</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Blog e artigos" />
      {data.provider.simulated && (
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
      )}
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
            {data.articles.map((a) => {
              const [label, color] = STATUS[a.status];
              return (
                <TableRow key={a.id}>
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
                  <TableCell>{data.categories[a.category] ?? a.category}</TableCell>
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
                      <Button size="small" onClick={() => setEditing(a)} aria-label={`Editar ${a.title}`}>
                        Editar
                      </Button>
                      {a.status === 'published' ? (
                        <Button size="small" color="error" onClick={() => setUnpublishing(a)} aria-label={`Despublicar ${a.title}`}>
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
            })}
          </TableBody>
        </Table>
      </Card>
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
