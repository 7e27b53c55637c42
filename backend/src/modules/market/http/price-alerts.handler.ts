// The price alerts' commands: POST /api/price-alerts sets one (within the plan's number of active
// alerts, decided on the person's stream), DELETE /api/price-alerts/:alertId removes one.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { sharedEntitlements } from '../../billing';
import { priceAlertCommand } from '../commands';
import { WRITE, command } from './common';
import { alertBody, alertParam } from './price-alerts.schema';
import { priceAlertsOf } from './reads';
import { doneResponse, priceAlertView } from './views.schema';

export function setPriceAlertRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'POST',
    path: '/api/price-alerts',
    summary: 'Cria um alerta de preço (e-mail e aviso no painel quando cruzado)',
    status: 201,
    input: { body: alertBody },
    response: doneResponse(z.object({ id: z.string(), alerts: z.array(priceAlertView) })),
    async handler(_ctx, { principal, body }) {
      const alertId = randomUUID();
      await command(runtime, () =>
        priceAlertCommand(runtime, {
          type: 'SetPriceAlert',
          userId: principal.userId,
          alertId,
          coinId: body.coinId,
          condition: body.condition,
          priceBrl: body.priceBrl,
          coveredCoins: runtime.config.MARKET_COINS,
          maxActive: sharedEntitlements(principal).maxPriceAlerts,
        }),
      );
      return { success: true as const, message: 'Alerta criado. Avisaremos por e-mail e no painel quando o preço for cruzado.', data: { id: alertId, alerts: await priceAlertsOf(runtime, principal.userId) } };
    },
  });
}

export function removePriceAlertRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'DELETE',
    path: '/api/price-alerts/:alertId',
    summary: 'Remove um alerta de preço',
    input: { params: alertParam },
    response: doneResponse(z.object({ alerts: z.array(priceAlertView) })),
    async handler(_ctx, { principal, params }) {
      await command(runtime, () => priceAlertCommand(runtime, { type: 'RemovePriceAlert', userId: principal.userId, alertId: params.alertId }));
      return { success: true as const, message: 'Alerta removido.', data: { alerts: await priceAlertsOf(runtime, principal.userId) } };
    },
  });
}
