// Back office: the education tracks' lessons (version, status, last change) and the figures staff
// read - per lesson, people who started it, completed it and dropped off; the questions most people
// miss in their first attempt. Support reads; editing and publishing a version is for admins.
import { Alert, Button, Card, CardHeader, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { EducationFigures, StaffLessonRow } from '@piboost/backend/contract';
import { adminLocale } from '../i18n';
import { spDateTime } from '../lib/time';
import { useFigures, useStaffLessons } from './api';

const int = (n: number) => n.toLocaleString(adminLocale());
/** A percentage figure (25 -> "25%", "25 %" in es-ES) in the current language. */
const pct = (n: number | null) => (n === null ? '—' : (n / 100).toLocaleString(adminLocale(), { style: 'percent', maximumFractionDigits: 1 }));

export function EducationPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('education.title')} />
      <LessonsCard />
      <FiguresCard />
    </Stack>
  );
}

/**
 * A table that scrolls sideways on a narrow screen, reachable by keyboard (axe scrollable-region-
 * focusable). Its width is capped by the screen's: the layout's content column grows to its widest
 * child otherwise, and the whole page scrolls at 360 px.
 */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ maxWidth: 'calc(100vw - 16px)' }}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

function Failed({ what, error }: { what: 'education.loadLessonsError' | 'education.loadFiguresError'; error: unknown }) {
  const translate = useTranslate();
  return <Alert severity="error">{translate(what, { message: (error as Error).message })}</Alert>;
}

function LessonsCard() {
  const { data, error } = useStaffLessons();
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  const translate = useTranslate();
  if (error) return <Failed what="education.loadLessonsError" error={error} />;
  if (!data) return <Typography role="status">{translate('education.lessons.loading')}</Typography>;
  return (
    <Card>
      <CardHeader title={translate('education.lessons.title')} subheader={translate('education.lessons.subheader')} />
      <Scroll label={translate('education.lessons.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('education.lessons.colTrack')}</TableCell>
            <TableCell>{translate('education.lessons.colLesson')}</TableCell>
            <TableCell>{translate('education.lessons.colVersion')}</TableCell>
            <TableCell>{translate('education.lessons.colStatus')}</TableCell>
            <TableCell>{translate('education.lessons.colLastChange')}</TableCell>
            {permissions === 'admin' && <TableCell>{translate('education.lessons.colActions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.lessons.map((l) => (
            <LessonRow key={l.id} lesson={l} canEdit={permissions === 'admin'} />
          ))}
        </TableBody>
      </Scroll>
    </Card>
  );
}

function LessonRow({ lesson: l, canEdit }: { lesson: StaffLessonRow; canEdit: boolean }) {
  const translate = useTranslate();
  const last = l.versions[0];
  return (
    <TableRow>
      <TableCell>
        {l.trackTitle}
        {l.access === 'premium' && <Chip size="small" label="Premium" color="info" sx={{ ml: 0.5 }} />}
      </TableCell>
      <TableCell>
        {l.position}. {l.title}
      </TableCell>
      <TableCell>{l.version ?? '—'}</TableCell>
      <TableCell>{l.version === null ? <Chip size="small" label={translate('education.lessons.awaiting')} color="warning" /> : <Chip size="small" label={translate('education.lessons.published')} color="success" />}</TableCell>
      <TableCell>
        {last ? spDateTime(last.publishedAt) : '—'}
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {last ? (last.changeNote ?? translate('education.lessons.repositoryText')) : ''}
        </Typography>
      </TableCell>
      {canEdit && (
        <TableCell>
          {l.version !== null && (
            <Button size="small" component={Link} to={`/education/${encodeURIComponent(l.id)}`} aria-label={translate('education.lessons.editLabel', { title: l.title })}>
              {translate('education.lessons.edit')}
            </Button>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

function FiguresCard() {
  const { data, error } = useFigures();
  const translate = useTranslate();
  if (error) return <Failed what="education.loadFiguresError" error={error} />;
  if (!data) return <Typography role="status">{translate('education.figures.loading')}</Typography>;
  return (
    <>
      <Card>
        <CardHeader title={translate('education.figures.title')} subheader={translate('education.figures.subheader')} />
        <Scroll label={translate('education.figures.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('education.figures.colLesson')}</TableCell>
              <TableCell align="right">{translate('education.figures.colStarted')}</TableCell>
              <TableCell align="right">{translate('education.figures.colCompleted')}</TableCell>
              <TableCell align="right">{translate('education.figures.colDroppedOff')}</TableCell>
              <TableCell align="right">{translate('education.figures.colDropOff')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lessons.map((l) => (
              <TableRow key={l.lessonId}>
                <TableCell>{l.title}</TableCell>
                <TableCell align="right">{int(l.started)}</TableCell>
                <TableCell align="right">{int(l.completed)}</TableCell>
                <TableCell align="right">{int(l.droppedOff)}</TableCell>
                <TableCell align="right">{pct(l.dropOffPercent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Scroll>
      </Card>
      <MostMissed rows={data.mostMissed} />
    </>
  );
}

function MostMissed({ rows }: { rows: EducationFigures['mostMissed'] }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('education.missed.title')} subheader={translate('education.missed.subheader')} />
      <Scroll label={translate('education.missed.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('education.missed.colQuestion')}</TableCell>
            <TableCell>{translate('education.missed.colLesson')}</TableCell>
            <TableCell align="right">{translate('education.missed.colAnswered')}</TableCell>
            <TableCell align="right">{translate('education.missed.colMissed')}</TableCell>
            <TableCell align="right">{translate('education.missed.colRate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{translate('education.missed.empty')}</TableCell>
            </TableRow>
          )}
          {rows.map((q) => (
            <TableRow key={q.itemId}>
              <TableCell>{q.stem}</TableCell>
              <TableCell>{q.lessonTitle}</TableCell>
              <TableCell align="right">{int(q.answered)}</TableCell>
              <TableCell align="right">{int(q.missed)}</TableCell>
              <TableCell align="right">{pct(q.missedPercent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Scroll>
    </Card>
  );
}
