// The back office in es-ES, a chunk of its own (i18n/index.ts loads it when first needed).
import { esES } from './messages/es-ES';
import { esEsMessages } from './ra-es-es';

export const esEsAll = { ra: esEsMessages, ours: esES };
