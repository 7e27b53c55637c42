// The tax helper's routes (issue 23): trades, the CSV import, the monthly result, its files and the
// DARF reminder.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { monthCsvRoute, monthPdfRoute } from './http/exports.handler';
import { confirmImportRoute, previewImportRoute, templateRoute } from './http/import.handler';
import { monthsRoute } from './http/months.handler';
import { askReminderRoute, cancelReminderRoute } from './http/reminders.handler';
import { addTradeRoute, correctTradeRoute, listTradesRoute, removeTradeRoute } from './http/trades.handler';

export function taxRoutes(runtime: Runtime): RouteDefinition[] {
  return [
    listTradesRoute(runtime),
    addTradeRoute(runtime),
    correctTradeRoute(runtime),
    removeTradeRoute(runtime),
    previewImportRoute(runtime),
    confirmImportRoute(runtime),
    templateRoute(),
    monthsRoute(runtime),
    monthCsvRoute(runtime),
    monthPdfRoute(runtime),
    askReminderRoute(runtime),
    cancelReminderRoute(runtime),
  ];
}
