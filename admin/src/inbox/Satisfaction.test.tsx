// The CSAT tables on Análises (issue 29 item 4): per agent at closing and per week, from the API's figures.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { closeApp, openAt } from '../testing/open-app';
import { listOf, serveApi } from '../testing/serve-api';

afterEach(closeApp);

it('shows the satisfaction per agent and per week', async () => {
  serveApi('admin', {
    'GET /api/admin/analytics/daily': listOf('analytics/daily', []),
    'GET /api/admin/inbox-satisfaction': {
      agents: [
        { staff_id: 's1', name: 'Carla Suporte', count: 4, average: 4.25, satisfied: 3 },
        { staff_id: null, name: null, count: 1, average: 2, satisfied: 0 },
      ],
      weeks: [{ week: '2026-11-23', count: 5, average: 3.8, satisfied: 3 }],
    },
  });
  openAt('/analytics');
  const agents = await screen.findByRole('table', { name: 'Satisfação por agente' });
  const rows = within(agents).getAllByRole('row').map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent));
  expect(rows).toEqual([
    ['Agente (no fechamento)', 'Avaliações', 'Nota média (1-5)', 'Satisfeitos (4-5)'],
    ['Carla Suporte', '4', '4,25', '75%'],
    ['Sem responsável', '1', '2,0', '0%'],
  ]);
  const weeks = screen.getByRole('table', { name: 'Satisfação por semana' });
  expect(within(weeks).getAllByRole('row')[1]!.textContent).toBe('23/11/2026' + '5' + '3,8' + '60%');
});
