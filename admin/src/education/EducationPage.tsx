// Back office: the education tracks' lessons (version, status, last change) and the figures staff
// read - per lesson, people who started it, completed it and dropped off; the questions most people
// miss in their first attempt. Support reads; editing and publishing a version is for admins.
import { Alert, Button, Card, CardHeader, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, usePermissions } from 'react-admin';
import type { EducationFigures, StaffLessonRow } from '@piboost/backend/contract';
import { spDateTime } from '../lib/time';
import { useFigures, useStaffLessons } from './api';

const int = (n: number) => n.toLocaleString('pt-BR');
const pct = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`);

export function EducationPage() {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Educação" />
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

function Failed({ what, error }: { what: string; error: unknown }) {
  return <Alert severity="error">Não foi possível carregar {what}: {(error as Error).message}</Alert>;
}

function LessonsCard() {
  const { data, error } = useStaffLessons();
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  if (error) return <Failed what="as lições" error={error} />;
  if (!data) return <Typography role="status">Carregando as lições…</Typography>;
  return (
    <Card>
      <CardHeader title="Lições" subheader="Cada publicação é uma nova versão; as pessoas passam a ver a versão mais recente." />
      <Scroll label="Lições">
        <TableHead>
          <TableRow>
            <TableCell>Trilha</TableCell>
            <TableCell>Lição</TableCell>
            <TableCell>Versão</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Última mudança</TableCell>
            {permissions === 'admin' && <TableCell>Ações</TableCell>}
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
      <TableCell>{l.version === null ? <Chip size="small" label="Aguardando publicação" color="warning" /> : <Chip size="small" label="Publicada" color="success" />}</TableCell>
      <TableCell>
        {last ? spDateTime(last.publishedAt) : '—'}
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {last ? (last.changeNote ?? 'Texto do repositório') : ''}
        </Typography>
      </TableCell>
      {canEdit && (
        <TableCell>
          {l.version !== null && (
            <Button size="small" component={Link} to={`/education/${encodeURIComponent(l.id)}`} aria-label={`Editar ${l.title}`}>
              Editar
            </Button>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

function FiguresCard() {
  const { data, error } = useFigures();
  if (error) return <Failed what="os números" error={error} />;
  if (!data) return <Typography role="status">Carregando os números…</Typography>;
  return (
    <>
      <Card>
        <CardHeader title="Conclusão e abandono por lição" subheader="Iniciaram: abriram a lição. Concluíram: passaram no quiz. Abandono: iniciaram e não concluíram." />
        <Scroll label="Conclusão e abandono por lição">
          <TableHead>
            <TableRow>
              <TableCell>Lição</TableCell>
              <TableCell align="right">Iniciaram</TableCell>
              <TableCell align="right">Concluíram</TableCell>
              <TableCell align="right">Abandonaram</TableCell>
              <TableCell align="right">Abandono</TableCell>
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
  return (
    <Card>
      <CardHeader title="Questões mais erradas" subheader="Na primeira tentativa de cada pessoa." />
      <Scroll label="Questões mais erradas">
        <TableHead>
          <TableRow>
            <TableCell>Questão</TableCell>
            <TableCell>Lição</TableCell>
            <TableCell align="right">Responderam</TableCell>
            <TableCell align="right">Erraram</TableCell>
            <TableCell align="right">Erro</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Nenhuma questão errada ainda.</TableCell>
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
