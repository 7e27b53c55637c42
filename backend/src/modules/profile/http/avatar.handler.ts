// POST /api/user/avatar/upload and /select, and GET of an uploaded photo: the user's avatar.
import { z } from 'zod';
import { NotFound } from '../../../platform/http/errors';
import { fileResponse } from '../../../platform/http/responses';
import { defineRoute } from '../../../platform/http/route';
import { UPLOAD_PATH } from '../avatar';
import { profileErrorToHttp } from '../errors';
import { avatarBody, avatarSelectBody } from '../schemas';
import type { ProfileService } from '../service';
import { AVATAR_BODY_LIMIT, avatarChange, image, metaOf, sendImage, WRITE } from './shared';

export function uploadAvatarRoute(service: ProfileService) {
  return defineRoute({
    ...avatarChange,
    path: '/api/user/avatar/upload',
    summary: 'Envia uma foto (PNG ou JPG até 5MB); o servidor a reduz a 300 px em JPEG',
    rateLimit: { points: 20, windowSeconds: 3600, key: 'user' },
    bodyLimit: AVATAR_BODY_LIMIT,
    input: { body: avatarBody },
    handler: (ctx, { body, principal }) => service.uploadAvatar(principal.userId, body.imageBase64, metaOf(ctx)).catch(profileErrorToHttp),
  });
}

export function selectAvatarRoute(service: ProfileService) {
  return defineRoute({
    ...avatarChange,
    path: '/api/user/avatar/select',
    summary: 'Escolhe um dos 17 avatares predefinidos',
    rateLimit: WRITE,
    input: { body: avatarSelectBody },
    handler: (ctx, { body, principal }) => service.selectAvatar(principal.userId, body.avatar_url, metaOf(ctx)).catch(profileErrorToHttp),
  });
}

export function uploadedAvatarRoute(service: ProfileService) {
  return defineRoute({
    ...image,
    path: `${UPLOAD_PATH}/:userId/:file`,
    summary: 'Foto enviada por um usuário (JPEG gerado pelo servidor)',
    input: { params: z.object({ userId: z.uuid(), file: z.string().regex(/^[A-Za-z0-9_-]{22}\.jpg$/) }) },
    response: fileResponse('image/jpeg'),
    handler: async (ctx, { params }): Promise<undefined> => {
      const jpeg = await service.uploadedAvatar(params.userId, params.file.slice(0, -4));
      if (!jpeg) throw new NotFound('Imagem não encontrada.');
      return sendImage(ctx, 'image/jpeg', jpeg);
    },
  });
}
