import { createReadStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type Router from '@koa/router';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodObjectInput,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { AppState } from './context';
import type { RouteDefinition } from './route';
import { fileContentType, noContent } from './responses';

export type OpenApiDocument = oas31.OpenAPIObject;

export interface ApiInfo {
  title: string;
  version: string;
  description?: string;
}

export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: 'Mensagem para o usuário, em português', example: 'Recurso não encontrado.' }),
    code: z.string().meta({ example: 'NOT_FOUND' }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Campo -> mensagem', example: { email: 'E-mail inválido.' } }),
  })
  .meta({ id: 'ErrorResponse' });

const errorContent = { 'application/json': { schema: errorResponseSchema } };

// Registered once as components and referenced: zod-openapi knows a shared response by identity.
const validationFailed: ZodOpenApiResponseObject = { id: 'ValidationFailed', description: 'Dados inválidos', content: errorContent };
const unauthenticated: ZodOpenApiResponseObject = { id: 'Unauthenticated', description: 'Não autenticado', content: errorContent };
const forbidden: ZodOpenApiResponseObject = { id: 'Forbidden', description: 'Sem permissão', content: errorContent };
const rateLimited: ZodOpenApiResponseObject = {
  id: 'RateLimited',
  description: 'Muitas requisições',
  headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Segundos até poder tentar de novo' } },
  content: errorContent,
};

const ACCESS_TEXT: Record<RouteDefinition['access'], string> = {
  public: 'público',
  user: 'usuário logado',
  'profile-complete': 'usuário com cadastro completo',
  premium: 'assinante Premium',
  support: 'equipe de suporte',
  admin: 'administrador',
};

function responseContent(route: RouteDefinition, status: number) {
  if (!route.response || status === 204 || route.response === noContent) return {};
  const file = fileContentType(route.response);
  if (file) return { content: { [file]: { schema: { type: 'string' as const, format: 'binary' } } } };
  return { content: { 'application/json': { schema: route.response } } };
}

function operation(route: RouteDefinition): ZodOpenApiOperationObject {
  const schemas = route.input ?? {};
  const status = route.status ?? 200;
  const responses: ZodOpenApiResponsesObject = {
    [`${status}`]: {
      description: 'Sucesso',
      ...responseContent(route, status),
    },
  };
  if (schemas.body || schemas.query || schemas.params) responses['400'] = validationFailed;
  if (route.access !== 'public') {
    responses['401'] = unauthenticated;
    responses['403'] = forbidden;
  }
  if (route.rateLimit) responses['429'] = rateLimited;
  const limit = route.rateLimit
    ? ` Limite: ${route.rateLimit.points} requisições a cada ${route.rateLimit.windowSeconds} s por ${typeof route.rateLimit.key === 'string' ? route.rateLimit.key : 'chave'}.`
    : '';
  return {
    summary: route.summary,
    description: `${route.description ? `${route.description}\n\n` : ''}Acesso: ${ACCESS_TEXT[route.access]}.${limit}`,
    tags: route.tags,
    ...(route.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    requestParams: {
      ...(schemas.params ? { path: schemas.params as ZodObjectInput } : {}),
      ...(schemas.query ? { query: schemas.query as ZodObjectInput } : {}),
    },
    ...(schemas.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemas.body } } } } : {}),
    responses,
  };
}

/** OpenAPI 3.1 from the same zod schemas that validate requests. Throws at startup if a schema cannot be described. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], info: ApiInfo): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: { title: info.title, version: info.version, description: info.description },
      paths,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    {
      // Dates leave the API as ISO strings.
      override: ({ jsonSchema, zodSchema, io }) => {
        if (zodSchema._zod.def.type === 'date' && io === 'output') {
          jsonSchema.type = 'string';
          jsonSchema.format = 'date-time';
        }
      },
    },
  );
}

const require = createRequire(import.meta.url);
const scalarBundle = require.resolve('@scalar/api-reference/browser/standalone.js');
const scalarVersion = (JSON.parse(readFileSync(join(dirname(scalarBundle), '../../package.json'), 'utf8')) as { version: string }).version;
/** The version is in the path, so the 3.5 MB bundle can be cached for good. */
const scalarPath = `/api/docs/scalar-${scalarVersion}.js`;

const docsHtml = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>π Boost - Referência da API</title>
</head>
<body>
<div id="app"></div>
<script src="${scalarPath}"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// A file rather than an inline script, so the CSP needs no 'unsafe-inline' for scripts. Nothing
// may leave for Scalar's services: no CDN or external network is reachable, and none should be.
const docsInit = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  documentDownloadType: 'json',
})});
`;

let gzippedBundle: Promise<Buffer> | undefined;

/** `/api/openapi.json`, `/api/docs` and the locally served Scalar assets. */
export function mountDocs(router: Router<AppState>, document: OpenApiDocument): void {
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = document;
  });
  router.get('/api/docs', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = docsHtml;
  });
  router.get('/api/docs/init.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = docsInit;
  });
  router.get(scalarPath, async (ctx) => {
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.vary('Accept-Encoding');
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      gzippedBundle ??= readFile(scalarBundle).then((b) => promisify(gzip)(b));
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = await gzippedBundle;
    } else {
      ctx.body = createReadStream(scalarBundle);
    }
  });
}
