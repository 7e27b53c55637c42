// Back office: edit a lesson (title, summary, reading time, skills, body, quiz, glossary) and publish
// it as the next version with a note of what changed. The server checks everything and answers in
// Portuguese per field (`content.quiz.0.stem`); each message shows under its field.
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PublishLessonInput, StaffLesson } from '@piboost/backend/contract';
import { errorsOf } from '../content/api';
import { spDateTime } from '../lib/time';
import { publishVersion, useStaffLesson } from './api';
import { QuizEditor } from './QuizEditor';

type Content = PublishLessonInput['content'];
type GlossaryCard = Content['glossary'][number];

const MARKDOWN_HELP = 'Markdown: ## e ### para títulos, - ou 1. para listas, **negrito**, *itálico*, > para um destaque e [texto](/caminho) para links do site.';

export function LessonEditPage() {
  const { lessonId = '' } = useParams();
  const { data, error } = useStaffLesson(lessonId);
  if (error) return <Alert severity="error">Não foi possível carregar a lição: {(error as Error).message}</Alert>;
  if (!data) return <Typography role="status">Carregando a lição…</Typography>;
  return <LessonForm key={data.version} lesson={data} />;
}

function LessonForm({ lesson }: { lesson: StaffLesson }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Content>(lesson.content);
  const [changeNote, setChangeNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Content>) => setDraft({ ...draft, ...patch });
  const field = (name: 'title' | 'summary' | 'body', label: string, extra: object = {}) => (
    <TextField label={label} value={draft[name]} onChange={(e) => set({ [name]: e.target.value })} error={Boolean(errors[`content.${name}`])} helperText={errors[`content.${name}`]} fullWidth {...extra} />
  );

  const publish = async () => {
    setBusy(true);
    try {
      const answer = await publishVersion(lesson.id, { content: draft, changeNote });
      notify(answer.message, { type: 'info' });
      await client.invalidateQueries({ queryKey: ['admin-education'] });
      navigate('/education');
    } catch (err) {
      const fields = errorsOf(err);
      const count = Object.keys(fields).length;
      setErrors(fields);
      setProblem(count > 0 ? `A versão não foi publicada: corrija ${count === 1 ? 'o campo marcado' : `os ${count} campos marcados`}.` : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    // Capped at the screen's width: the layout's content column otherwise grows to its widest field at 360 px.
    <Card sx={{ mt: 2, maxWidth: 'calc(100vw - 16px)' }}>
      <Title title="Editar lição" />
      <CardContent>
        <Stack spacing={2} component="form" aria-label="Editar lição" onSubmit={(e) => e.preventDefault()}>
          <Typography variant="h5" component="h1">
            {lesson.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {lesson.trackTitle} · versão atual {lesson.version} de {spDateTime(lesson.publishedAt)}. Publicar cria a versão {(lesson.version ?? 0) + 1}; quem abrir a lição passa a ver o novo texto.
          </Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {field('title', 'Título')}
          {field('summary', 'Resumo', { multiline: true, minRows: 2 })}
          <TextField
            label="Tempo de leitura (minutos)"
            type="number"
            value={draft.minutes}
            onChange={(e) => set({ minutes: Number(e.target.value) })}
            error={Boolean(errors['content.minutes'])}
            helperText={errors['content.minutes']}
            sx={{ maxWidth: 260 }}
          />
          <SkillsField lesson={lesson} value={draft.skillIds} errors={errors} onChange={(skillIds) => set({ skillIds })} />
          {field('body', 'Texto da lição', { multiline: true, minRows: 14, helperText: errors['content.body'] ?? MARKDOWN_HELP })}
          <QuizEditor lessonId={lesson.id} quiz={draft.quiz} skills={lesson.trackSkills} errors={errors} onChange={(quiz) => set({ quiz })} />
          <GlossaryEditor cards={draft.glossary} errors={errors} onChange={(glossary) => set({ glossary })} />
          <TextField
            label="Nota da mudança"
            value={changeNote}
            onChange={(e) => setChangeNote(e.target.value)}
            error={Boolean(errors.changeNote)}
            helperText={errors.changeNote ?? 'O que mudou e por quê: fica no histórico da lição e na auditoria.'}
            required
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void publish()}>
              Publicar nova versão
            </Button>
            <Button component={Link} to="/education">
              Cancelar
            </Button>
          </Stack>
          <History lesson={lesson} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function SkillsField({ lesson, value, errors, onChange }: { lesson: StaffLesson; value: string[]; errors: Record<string, string>; onChange: (ids: string[]) => void }) {
  const message = errors['content.skillIds'] ?? Object.entries(errors).find(([k]) => k.startsWith('content.skillIds.'))?.[1];
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">Habilidades que a lição ensina</FormLabel>
      <FormGroup row>
        {lesson.trackSkills.map((s) => (
          <FormControlLabel
            key={s.id}
            control={<Checkbox checked={value.includes(s.id)} onChange={(e) => onChange(e.target.checked ? [...value, s.id] : value.filter((id) => id !== s.id))} />}
            label={s.name}
          />
        ))}
      </FormGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** A card's identifier from its term: "Frase de recuperação" -> "frase-de-recuperacao". */
const slugOf = (term: string) =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function GlossaryEditor({ cards, errors, onChange }: { cards: GlossaryCard[]; errors: Record<string, string>; onChange: (cards: GlossaryCard[]) => void }) {
  const setCard = (i: number, patch: Partial<GlossaryCard>) => onChange(cards.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Glossário ({cards.length})
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Cada termo vira um cartão da revisão espaçada de quem concluir a lição.
      </Typography>
      {cards.map((c, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <TextField
              label={`Termo ${i + 1}`}
              value={c.term}
              // A new card takes its identifier from the term; a published one keeps its own (people's reviews point at it).
              onChange={(e) => setCard(i, c.id === '' || c.id === slugOf(c.term) ? { term: e.target.value, id: slugOf(e.target.value) } : { term: e.target.value })}
              error={Boolean(errors[`content.glossary.${i}.term`] ?? errors[`content.glossary.${i}.id`])}
              helperText={errors[`content.glossary.${i}.term`] ?? errors[`content.glossary.${i}.id`] ?? `Identificador: ${c.id || '—'}`}
              fullWidth
            />
            <TextField
              label={`Definição do termo ${i + 1}`}
              value={c.definition}
              onChange={(e) => setCard(i, { definition: e.target.value })}
              error={Boolean(errors[`content.glossary.${i}.definition`])}
              helperText={errors[`content.glossary.${i}.definition`]}
              multiline
              fullWidth
            />
            <Box>
              <Button size="small" color="error" onClick={() => onChange(cards.filter((_c, k) => k !== i))}>
                Remover termo {i + 1}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ))}
      {errors['content.glossary'] && <FormHelperText error>{errors['content.glossary']}</FormHelperText>}
      <Box>
        <Button variant="outlined" onClick={() => onChange([...cards, { id: '', term: '', definition: '' }])}>
          Adicionar termo
        </Button>
      </Box>
    </Stack>
  );
}

function History({ lesson }: { lesson: StaffLesson }) {
  return (
    <Stack spacing={1} component="section" aria-label="Versões publicadas">
      <Typography variant="h6" component="h2">
        Versões publicadas
      </Typography>
      <ol>
        {lesson.versions.map((v) => (
          <li key={v.version}>
            <Typography variant="body2">
              Versão {v.version} · {spDateTime(v.publishedAt)} · {v.staffId ? `por ${v.staffId.slice(0, 8)}` : 'texto do repositório'}
              {v.changeNote ? ` · ${v.changeNote}` : ''}
            </Typography>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
