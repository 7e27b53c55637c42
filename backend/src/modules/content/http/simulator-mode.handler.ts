// POST /api/admin/content/simulator/mode - local simulation only: makes the simulated AI answer
// normally, with a limit (429), down (500) or with invalid text.
import { z } from 'zod';
import { Conflict, defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { ADMIN_REQUEST } from './context';

const modeInput = z.object({ mode: z.enum(['ok', 'limit', 'down', 'garbage'], 'Modo inválido.') });

export function simulatorModeRoute(runtime: Runtime) {
  return defineRoute({
    ...ADMIN_REQUEST,
    path: '/api/admin/content/simulator/mode',
    summary: 'Simulação local: faz a IA simulada responder normalmente, com limite (429), fora do ar (500) ou com texto inválido',
    input: { body: modeInput },
    async handler(_ctx, { body }) {
      if (!runtime.config.simulated.ai) throw new Conflict('A IA simulada só existe sem provedor de IA configurado.', 'NOT_SIMULATED');
      const response = await fetch(`${runtime.config.AI_BASE_URL}/__sim/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);
      if (!response?.ok) throw new Conflict('A IA simulada não respondeu.', 'SIMULATOR_DOWN');
      return { success: true as const, message: `IA simulada no modo "${body.mode}".` };
    },
  });
}
