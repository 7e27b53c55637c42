// GET /api/user/consents: the consent history (text version, date and channel).
import { consentsResponse } from '../schemas';
import type { ProfileService } from '../service';
import { ownReadRoute } from './shared';

export const consentsRoute = (service: ProfileService) =>
  ownReadRoute('/api/user/consents', 'Histórico de consentimentos (versão do texto, data e canal)', consentsResponse, (userId) => service.consents(userId));
