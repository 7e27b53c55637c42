// The DARF reminder of a taxed month: PUT /api/tax/reminders/:month asks for a mail `daysBefore` days
// before the due date, DELETE cancels it. The handler only records the wish; the mail is a job's
// (reminders.ts), planned by a reactor from the event.
import { saoPauloDay } from '@piboost/events';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { monthOf, reportOf } from '../service';
import { monthParam, reminderBody } from './months.schema';
import { WRITE, runCommand } from './shared';
import { done } from './trades.schema';

const brDay = (iso: string) => iso.split('-').reverse().join('/');

export function askReminderRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'PUT',
    path: '/api/tax/reminders/:month',
    summary: 'Pede um e-mail antes do vencimento do DARF do mês',
    input: { params: monthParam, body: reminderBody },
    response: done,
    async handler(ctx, { principal, params, body }) {
      let dueDate: string | null = null;
      await runCommand(
        runtime,
        ctx,
        { type: 'AskReminder', userId: principal.userId, month: params.month, daysBefore: body.daysBefore, dueDate: null as string | null, today: saoPauloDay(runtime.now()) },
        // The due date comes from the engine on the trades the command is decided on.
        (state) => {
          dueDate = monthOf(reportOf(state), params.month)?.darf?.dueDate ?? null;
          return { dueDate };
        },
      );
      return { success: true as const, message: `Lembrete ativado: você receberá um e-mail ${body.daysBefore === 1 ? '1 dia' : `${body.daysBefore} dias`} antes de ${brDay(dueDate!)}.` };
    },
  });
}

export function cancelReminderRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'DELETE',
    path: '/api/tax/reminders/:month',
    summary: 'Cancela o lembrete do DARF do mês',
    input: { params: monthParam },
    response: done,
    async handler(ctx, { principal, params }) {
      await runCommand(runtime, ctx, { type: 'CancelReminder', userId: principal.userId, month: params.month });
      return { success: true as const, message: 'Lembrete cancelado.' };
    },
  });
}
