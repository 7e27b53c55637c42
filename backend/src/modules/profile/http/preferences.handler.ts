// GET/PUT /api/user/preferences: language, time zone, notifications and privacy.
import { preferencesBody, preferencesResponse, preferencesSavedResponse } from '../schemas';
import type { ProfileService } from '../service';
import { ownReadRoute, ownUpdateRoute } from './shared';

export const preferencesRoute = (service: ProfileService) =>
  ownReadRoute('/api/user/preferences', 'Preferências de idioma, fuso, notificações e privacidade', preferencesResponse, (userId) => service.preferences(userId));

export const updatePreferencesRoute = (service: ProfileService) =>
  ownUpdateRoute(
    {
      path: '/api/user/preferences',
      summary: 'Salva preferências (snake_case; camelCase também aceito)',
      description: 'Emails de segurança ficam sempre ativos; a verificação em duas etapas é ativada pela aba Segurança.',
      body: preferencesBody,
      response: preferencesSavedResponse,
    },
    (userId, body, meta) => service.updatePreferences(userId, body, meta),
  );
