// npm run seed: the demo data of a local install (also seeded on first start).
import { openRuntime } from '../backend/src/platform/runtime';
import { modules } from '../backend/src/modules';
import { seedDemoData, DEMO_PASSWORD } from '../backend/src/modules/identity';

const runtime = await openRuntime(modules);
try {
  const { seeded, accounts } = await seedDemoData(runtime);
  console.log(seeded ? `${accounts} contas de demonstração criadas (senha: ${DEMO_PASSWORD}).` : 'Os dados de demonstração já existem.');
} finally {
  await runtime.close();
}
