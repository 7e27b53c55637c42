// The leagues page in English and Spanish (issue 26): headings, columns and rates follow the operator's language.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { closeApp, openAt } from '../testing/open-app';
import { serveApi } from '../testing/serve-api';

afterEach(closeApp);

const weeks = [{ week: '2026-W47', closed: true, cohorts: 3, participants: 1234, sizeMin: 15, sizeMax: 30, sizeAvg: 25, promotionRate: 0.28, demotionRate: 0.133, bottomFiveReturnRate: 0.4 }];

function serve() {
  serveApi('support', {
    'GET /api/admin/leagues/health': { success: true, data: { weeks } },
    'GET /api/admin/engagement/boosts': { success: true, data: { weeks: [] } },
  });
}

it('shows league health in English', async () => {
  serve();
  openAt('/leagues', 'en-US');
  const health = await screen.findByRole('table', { name: 'League health per week' });
  expect(within(health).getAllByRole('columnheader').map((c) => c.textContent)).toContain('Bottom 5 who came back');
  expect(within(health).getByText('1,234')).toBeTruthy();
  expect(within(health).getByText('13.3%')).toBeTruthy();
  expect(await screen.findByText('No freeze, boost or quest recorded yet.')).toBeTruthy();
  expect(screen.queryByText('Ligas semanais')).toBeNull();
});

it('shows league health in Spanish', async () => {
  serve();
  openAt('/leagues', 'es-ES');
  const health = await screen.findByRole('table', { name: 'Salud de las ligas por semana' });
  expect(within(health).getAllByRole('columnheader').map((c) => c.textContent)).toContain('Últimos 5 que volvieron');
  expect(screen.getByText('Ligas semanales')).toBeTruthy();
  expect(screen.queryByText('Saúde das ligas por semana')).toBeNull();
});
