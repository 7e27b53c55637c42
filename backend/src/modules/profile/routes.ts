// The profile HTTP surface (product-spec §7): profile, CPF reveal and preferences. Thin: validate,
// call the service, answer.
import { z } from 'zod';
import type { EventMetadata } from '@piboost/events';
import { NotFound } from '../../platform/http/errors';
import type { AppContext } from '../../platform/http/context';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import { AVATAR_MAX_BYTES, UPLOAD_PATH } from './avatar';
import { MSG } from './messages';
import { PRESET_PATH, presetCatalogue, presetSvg } from './presets';
import {
  avatarBody,
  avatarResponse,
  avatarSelectBody,
  consentsResponse,
  cpfRevealResponse,
  presetsResponse,
  preferencesBody,
  preferencesResponse,
  preferencesSavedResponse,
  profileBody,
  profileResponse,
  profileUpdatedResponse,
} from './schemas';
import { profileService, type ProfileHooks } from './service';

const tags = ['Perfil'];
const READ = { points: 240, windowSeconds: 60, key: 'user' } as const;
const WRITE = { points: 60, windowSeconds: 600, key: 'user' } as const;
const IMAGES = { points: 600, windowSeconds: 60, key: 'ip' } as const;
/** Images are named by content (hash or fixed preset), so a day of caching never serves a stale one. */
const IMAGE_CACHE = 'public, max-age=86400, immutable';
/** base64 grows 4/3: room for a file a little over the limit, so it gets the spec's message, not a generic 413. */
const AVATAR_BODY_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 2 * 4) / 3);

export const metaOf = (ctx: AppContext): EventMetadata => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function profileRoutes(runtime: Runtime, hooks: ProfileHooks): RouteDefinition[] {
  const service = profileService(runtime, hooks);
  const noStore = (ctx: AppContext) => ctx.set('Cache-Control', 'no-store');
  return [
    defineRoute({
      method: 'GET',
      path: '/api/user/profile',
      summary: 'Os dados pessoais do usuário (CPF mascarado)',
      tags,
      access: 'user',
      rateLimit: READ,
      response: profileResponse,
      handler: (ctx, { principal }) => {
        noStore(ctx);
        return service.profile(principal.userId);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/user/profile',
      summary: 'Atualiza os dados pessoais (email e CPF não mudam)',
      description: 'Datas em YYYY-MM-DD (18 anos ou mais), telefone com DDD, CEP de 8 dígitos, uma das 27 UFs.',
      tags,
      access: 'user',
      rateLimit: WRITE,
      input: { body: profileBody },
      response: profileUpdatedResponse,
      handler: (ctx, { body, principal }) => {
        noStore(ctx);
        return service.updateProfile(principal.userId, body, metaOf(ctx));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/user/profile/cpf',
      summary: 'Mostra o CPF completo ao próprio titular (registrado em auditoria)',
      tags,
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 3600, key: 'user' },
      response: cpfRevealResponse,
      handler: (ctx, { principal }) => {
        noStore(ctx);
        return service.revealCpf(principal.userId, metaOf(ctx));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/user/consents',
      summary: 'Histórico de consentimentos (versão do texto, data e canal)',
      tags,
      access: 'user',
      rateLimit: READ,
      response: consentsResponse,
      handler: (ctx, { principal }) => {
        noStore(ctx);
        return service.consents(principal.userId);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/user/preferences',
      summary: 'Preferências de idioma, fuso, notificações e privacidade',
      tags,
      access: 'user',
      rateLimit: READ,
      response: preferencesResponse,
      handler: (ctx, { principal }) => {
        noStore(ctx);
        return service.preferences(principal.userId);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/user/preferences',
      summary: 'Salva preferências (snake_case; camelCase também aceito)',
      description: 'Emails de segurança ficam sempre ativos; a verificação em duas etapas é ativada pela aba Segurança.',
      tags,
      access: 'user',
      rateLimit: WRITE,
      input: { body: preferencesBody },
      response: preferencesSavedResponse,
      handler: (ctx, { body, principal }) => {
        noStore(ctx);
        return service.updatePreferences(principal.userId, body, metaOf(ctx));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/user/avatar/upload',
      summary: 'Envia uma foto (PNG ou JPG até 5MB); o servidor a reduz a 300 px em JPEG',
      tags,
      access: 'user',
      rateLimit: { points: 20, windowSeconds: 3600, key: 'user' },
      bodyLimit: AVATAR_BODY_LIMIT,
      input: { body: avatarBody },
      response: avatarResponse,
      handler: (ctx, { body, principal }) => service.uploadAvatar(principal.userId, body.imageBase64, metaOf(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/user/avatar/select',
      summary: 'Escolhe um dos 17 avatares predefinidos',
      tags,
      access: 'user',
      rateLimit: WRITE,
      input: { body: avatarSelectBody },
      response: avatarResponse,
      handler: (ctx, { body, principal }) => service.selectAvatar(principal.userId, body.avatar_url, metaOf(ctx)),
    }),
    defineRoute({
      method: 'GET',
      path: PRESET_PATH,
      summary: 'Os avatares predefinidos (8 masculinos, 8 femininos, 1 andrógino)',
      tags,
      access: 'public',
      rateLimit: IMAGES,
      response: presetsResponse,
      handler: () => ({ success: true as const, data: presetCatalogue() }),
    }),
    defineRoute({
      method: 'GET',
      path: `${PRESET_PATH}/:file`,
      summary: 'Imagem SVG de um avatar predefinido',
      tags,
      access: 'public',
      rateLimit: IMAGES,
      input: { params: z.object({ file: z.string().regex(/^[a-z]\d\.svg$/) }) },
      handler: (ctx, { params }) => {
        const svg = presetSvg(params.file.slice(0, -4));
        if (!svg) throw new NotFound(MSG.avatarUnknownPreset);
        ctx.set('Cache-Control', IMAGE_CACHE);
        ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        ctx.type = 'image/svg+xml';
        ctx.body = svg;
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${UPLOAD_PATH}/:userId/:file`,
      summary: 'Foto enviada por um usuário (JPEG gerado pelo servidor)',
      tags,
      access: 'public',
      rateLimit: IMAGES,
      input: { params: z.object({ userId: z.uuid(), file: z.string().regex(/^[A-Za-z0-9_-]{22}\.jpg$/) }) },
      handler: async (ctx, { params }) => {
        const jpeg = await service.uploadedAvatar(params.userId, params.file.slice(0, -4));
        if (!jpeg) throw new NotFound('Imagem não encontrada.');
        ctx.set('Cache-Control', IMAGE_CACHE);
        ctx.type = 'image/jpeg';
        ctx.body = jpeg;
      },
    }),
  ] as RouteDefinition[];
}
