// The quiz of a lesson being edited: 3 to 5 questions, each with its skill, 3 or 4 options (a-d)
// with the explanation of each, and the right one marked. Field errors are the server's, by path.
import { Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublishLessonInput } from '@piboost/backend/contract';

type Item = PublishLessonInput['content']['quiz'][number];
type Option = Item['options'][number];

const LETTERS = ['a', 'b', 'c', 'd'];
const MIN_ITEMS = 3;
const MAX_ITEMS = 5;

interface Props {
  lessonId: string;
  quiz: Item[];
  skills: { id: string; name: string }[];
  errors: Record<string, string>;
  onChange: (quiz: Item[]) => void;
}

/** The next free `<lessonId>-q<n>`. */
function newItemId(lessonId: string, quiz: Item[]): string {
  let n = quiz.length + 1;
  while (quiz.some((q) => q.id === `${lessonId}-q${n}`)) n++;
  return `${lessonId}-q${n}`;
}

const blankOption = (id: string): Option => ({ id, text: '', explanation: '' });

export function QuizEditor({ lessonId, quiz, skills, errors, onChange }: Props) {
  const setItem = (i: number, patch: Partial<Item>) => onChange(quiz.map((q, k) => (k === i ? { ...q, ...patch } : q)));
  const translate = useTranslate();
  const add = () => onChange([...quiz, { id: newItemId(lessonId, quiz), skillId: skills[0]?.id ?? '', stem: '', options: LETTERS.slice(0, 3).map(blankOption), correctOptionId: 'a' }]);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('education.quiz.title', { count: quiz.length, min: MIN_ITEMS, max: MAX_ITEMS })}
      </Typography>
      {errors['content.quiz'] && <FormHelperText error>{errors['content.quiz']}</FormHelperText>}
      {quiz.map((item, i) => (
        <ItemEditor key={item.id} n={i} item={item} skills={skills} errors={errors} onChange={(patch) => setItem(i, patch)} onRemove={quiz.length > MIN_ITEMS ? () => onChange(quiz.filter((_q, k) => k !== i)) : undefined} />
      ))}
      {quiz.length < MAX_ITEMS && (
        <Box>
          <Button variant="outlined" onClick={add}>
            {translate('education.quiz.addItem')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

interface ItemProps {
  n: number;
  item: Item;
  skills: { id: string; name: string }[];
  errors: Record<string, string>;
  onChange: (patch: Partial<Item>) => void;
  onRemove?: () => void;
}

function ItemEditor({ n, item, skills, errors, onChange, onRemove }: ItemProps) {
  const translate = useTranslate();
  const at = `content.quiz.${n}`;
  const label = translate('education.quiz.item', { n: n + 1 });
  const setOption = (j: number, patch: Partial<Option>) => onChange({ options: item.options.map((o, k) => (k === j ? { ...o, ...patch } : o)) });
  const idError = errors[`${at}.id`];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={label}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3">
            {label} <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>({item.id})</Typography>
          </Typography>
          {onRemove && (
            <Button size="small" color="error" onClick={onRemove}>
              {translate('education.quiz.removeItem')}
            </Button>
          )}
        </Stack>
        {idError && <FormHelperText error>{idError}</FormHelperText>}
        <TextField label={translate('education.quiz.stem', { n: n + 1 })} value={item.stem} onChange={(e) => onChange({ stem: e.target.value })} error={Boolean(errors[`${at}.stem`])} helperText={errors[`${at}.stem`]} multiline fullWidth />
        <TextField
          select
          label={translate('education.quiz.skill', { n: n + 1 })}
          value={item.skillId}
          onChange={(e) => onChange({ skillId: e.target.value })}
          error={Boolean(errors[`${at}.skillId`])}
          helperText={errors[`${at}.skillId`]}
          fullWidth
        >
          {skills.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        {item.options.map((o, j) => (
          <Stack key={o.id} spacing={1} direction={{ xs: 'column', md: 'row' }}>
            <TextField
              label={translate('education.quiz.option', { option: o.id, n: n + 1 })}
              value={o.text}
              onChange={(e) => setOption(j, { text: e.target.value })}
              error={Boolean(errors[`${at}.options.${j}.text`])}
              helperText={errors[`${at}.options.${j}.text`]}
              fullWidth
            />
            <TextField
              label={translate('education.quiz.explanation', { option: o.id, n: n + 1 })}
              value={o.explanation}
              onChange={(e) => setOption(j, { explanation: e.target.value })}
              error={Boolean(errors[`${at}.options.${j}.explanation`])}
              helperText={errors[`${at}.options.${j}.explanation`]}
              multiline
              fullWidth
            />
          </Stack>
        ))}
        {errors[`${at}.options`] && <FormHelperText error>{errors[`${at}.options`]}</FormHelperText>}
        <Stack direction="row" spacing={1}>
          {item.options.length < LETTERS.length && (
            <Button size="small" onClick={() => onChange({ options: [...item.options, blankOption(LETTERS[item.options.length]!)] })}>
              {translate('education.quiz.addOption')}
            </Button>
          )}
          {item.options.length > 3 && (
            <Button size="small" onClick={() => onChange({ options: item.options.slice(0, -1), correctOptionId: item.correctOptionId === item.options.at(-1)?.id ? 'a' : item.correctOptionId })}>
              {translate('education.quiz.removeOption')}
            </Button>
          )}
        </Stack>
        <FormControl error={Boolean(errors[`${at}.correctOptionId`])}>
          <FormLabel id={`${item.id}-correct`}>{translate('education.quiz.correct', { n: n + 1 })}</FormLabel>
          <RadioGroup row aria-labelledby={`${item.id}-correct`} value={item.correctOptionId} onChange={(e) => onChange({ correctOptionId: e.target.value })}>
            {item.options.map((o) => (
              <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.id} />
            ))}
          </RadioGroup>
          {errors[`${at}.correctOptionId`] && <FormHelperText>{errors[`${at}.correctOptionId`]}</FormHelperText>}
        </FormControl>
      </Stack>
    </Paper>
  );
}
