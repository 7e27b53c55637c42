// Back office: edit a lesson (title, summary, reading time, skills, body, quiz, glossary) and publish
// it as the next version with a note of what changed. The server checks everything and answers in
// Portuguese per field (`content.quiz.0.stem`); each message shows under its field.
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PublishLessonInput, StaffLesson } from '@piboost/backend/contract';
import { errorsOf } from '../content/api';
import { spDateTime } from '../lib/time';
import { publishVersion, useStaffLesson } from './api';
import { QuizEditor } from './QuizEditor';

type Content = PublishLessonInput['content'];
type GlossaryCard = Content['glossary'][number];

export function LessonEditPage() {
  const { lessonId = '' } = useParams();
  const { data, error } = useStaffLesson(lessonId);
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate('education.edit.loadError', { message: (error as Error).message })}</Alert>;
  if (!data) return <Typography role="status">{translate('education.edit.loading')}</Typography>;
  return <LessonForm key={data.version} lesson={data} />;
}

function LessonForm({ lesson }: { lesson: StaffLesson }) {
  const notify = useNotify();
  const translate = useTranslate();
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
      setProblem(count > 0 ? translate('education.edit.problem', { count }) : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    // Capped at the screen's width: the layout's content column otherwise grows to its widest field at 360 px.
    <Card sx={{ mt: 2, maxWidth: 'calc(100vw - 16px)' }}>
      <Title title={translate('education.edit.title')} />
      <CardContent>
        <Stack spacing={2} component="form" aria-label={translate('education.edit.title')} onSubmit={(e) => e.preventDefault()}>
          <Typography variant="h5" component="h1">
            {lesson.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('education.edit.current', { track: lesson.trackTitle, version: lesson.version, when: spDateTime(lesson.publishedAt), next: (lesson.version ?? 0) + 1 })}
          </Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {field('title', translate('education.edit.fieldTitle'))}
          {field('summary', translate('education.edit.summary'), { multiline: true, minRows: 2 })}
          <TextField
            label={translate('education.edit.minutes')}
            type="number"
            value={draft.minutes}
            onChange={(e) => set({ minutes: Number(e.target.value) })}
            error={Boolean(errors['content.minutes'])}
            helperText={errors['content.minutes']}
            sx={{ maxWidth: 260 }}
          />
          <SkillsField lesson={lesson} value={draft.skillIds} errors={errors} onChange={(skillIds) => set({ skillIds })} />
          {field('body', translate('education.edit.body'), { multiline: true, minRows: 14, helperText: errors['content.body'] ?? translate('education.edit.markdownHelp') })}
          <QuizEditor lessonId={lesson.id} quiz={draft.quiz} skills={lesson.trackSkills} errors={errors} onChange={(quiz) => set({ quiz })} />
          <GlossaryEditor cards={draft.glossary} errors={errors} onChange={(glossary) => set({ glossary })} />
          <TextField
            label={translate('education.edit.changeNote')}
            value={changeNote}
            onChange={(e) => setChangeNote(e.target.value)}
            error={Boolean(errors.changeNote)}
            helperText={errors.changeNote ?? translate('education.edit.changeNoteHelp')}
            required
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void publish()}>
              {translate('education.edit.publish')}
            </Button>
            <Button component={Link} to="/education">
              {translate('education.edit.cancel')}
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
  const translate = useTranslate();
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{translate('education.edit.skills')}</FormLabel>
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
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('education.glossary.title', { count: cards.length })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('education.glossary.help')}
      </Typography>
      {cards.map((c, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <TextField
              label={translate('education.glossary.term', { n: i + 1 })}
              value={c.term}
              // A new card takes its identifier from the term; a published one keeps its own (people's reviews point at it).
              onChange={(e) => setCard(i, c.id === '' || c.id === slugOf(c.term) ? { term: e.target.value, id: slugOf(e.target.value) } : { term: e.target.value })}
              error={Boolean(errors[`content.glossary.${i}.term`] ?? errors[`content.glossary.${i}.id`])}
              helperText={errors[`content.glossary.${i}.term`] ?? errors[`content.glossary.${i}.id`] ?? translate('education.glossary.id', { id: c.id || '—' })}
              fullWidth
            />
            <TextField
              label={translate('education.glossary.definition', { n: i + 1 })}
              value={c.definition}
              onChange={(e) => setCard(i, { definition: e.target.value })}
              error={Boolean(errors[`content.glossary.${i}.definition`])}
              helperText={errors[`content.glossary.${i}.definition`]}
              multiline
              fullWidth
            />
            <Box>
              <Button size="small" color="error" onClick={() => onChange(cards.filter((_c, k) => k !== i))}>
                {translate('education.glossary.remove', { n: i + 1 })}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ))}
      {errors['content.glossary'] && <FormHelperText error>{errors['content.glossary']}</FormHelperText>}
      <Box>
        <Button variant="outlined" onClick={() => onChange([...cards, { id: '', term: '', definition: '' }])}>
          {translate('education.glossary.add')}
        </Button>
      </Box>
    </Stack>
  );
}

function History({ lesson }: { lesson: StaffLesson }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="section" aria-label={translate('education.history.title')}>
      <Typography variant="h6" component="h2">
        {translate('education.history.title')}
      </Typography>
      <ol>
        {lesson.versions.map((v) => (
          <li key={v.version}>
            <Typography variant="body2">
              {v.staffId
                ? translate('education.history.byStaff', { version: v.version, when: spDateTime(v.publishedAt), who: v.staffId.slice(0, 8) })
                : translate('education.history.repository', { version: v.version, when: spDateTime(v.publishedAt) })}
              {v.changeNote ? ` · ${v.changeNote}` : ''}
            </Typography>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
