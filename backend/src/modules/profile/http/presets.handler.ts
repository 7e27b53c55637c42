// GET the preset avatars: the catalogue and each preset's SVG.
import { z } from 'zod';
import { NotFound } from '../../../platform/http/errors';
import { fileResponse } from '../../../platform/http/responses';
import { defineRoute } from '../../../platform/http/route';
import { MSG } from '../messages';
import { PRESET_PATH, presetCatalogue, presetSvg } from '../presets';
import { presetsResponse } from '../schemas';
import { image, sendImage } from './shared';

export function presetsRoute() {
  return defineRoute({
    ...image,
    path: PRESET_PATH,
    summary: 'Os avatares predefinidos (8 masculinos, 8 femininos, 1 andrógino)',
    response: presetsResponse,
    handler: () => ({ success: true as const, data: presetCatalogue() }),
  });
}

export function presetSvgRoute() {
  return defineRoute({
    ...image,
    path: `${PRESET_PATH}/:file`,
    summary: 'Imagem SVG de um avatar predefinido',
    input: { params: z.object({ file: z.string().regex(/^[a-z]\d\.svg$/) }) },
    response: fileResponse('image/svg+xml'),
    handler: (ctx, { params }): undefined => {
      const svg = presetSvg(params.file.slice(0, -4));
      if (!svg) throw new NotFound(MSG.avatarUnknownPreset);
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return sendImage(ctx, 'image/svg+xml', svg);
    },
  });
}
