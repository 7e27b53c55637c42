import { eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
const calls: string[] = [];
await eventStoreMigrations[0]!.up({ raw: async (s: string) => { calls.push(s); } } as never);
process.stdout.write(calls.join(';\n') + ';\n');
