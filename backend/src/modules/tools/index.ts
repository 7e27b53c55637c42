// The tools page's calculators (issue 23): the DCA simulation ("Simulação de aporte mensal") on the
// market's stored daily closes. No events, tables or jobs of its own: it reads the market module's
// stored history through the market's index. (The tax helper at /ferramentas/calculadora-ir-cripto is
// the tax module's.)
import { defineModule } from '../../platform/module';
import { toolsRoutes } from './routes';

export const toolsModule = defineModule({
  name: 'tools',
  routes: toolsRoutes,
});
