// POST /api/careers/application - a job application, with an optional PDF résumé kept on disk
// (served to staff only: resume.handler.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { careerApplicationInput, RESUME_MAX_BYTES } from '@piboost/events/forms';
import { defineRoute, ValidationError } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { receive, resumeDir } from '../forms';
import { referenceResponse } from './forms.schema';
import { publicForm } from './shared';

/** A PDF by content, not by name: the first bytes of every PDF are `%PDF-`. */
function readResume(resume: { fileName: string; contentBase64: string }): Buffer {
  const bytes = Buffer.from(resume.contentBase64, 'base64');
  if (bytes.length > RESUME_MAX_BYTES) throw new ValidationError({ resume: 'Arquivo muito grande. Tamanho máximo: 5MB' });
  if (!/\.pdf$/i.test(resume.fileName) || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new ValidationError({ resume: 'Envie o currículo em PDF.' });
  }
  return bytes;
}

export function careersApplicationRoute(runtime: Runtime) {
  const publicUrl = runtime.config.publicUrl.replace(/\/$/, '');
  return defineRoute({
    ...publicForm,
    path: '/api/careers/application',
    summary: 'Envia uma proposta de trabalho, com currículo em PDF opcional',
    // A 5 MB PDF is about 6.7 MB in base64.
    bodyLimit: '7mb',
    input: { body: careerApplicationInput },
    response: referenceResponse,
    async handler(ctx, { body, principal }) {
      const { name, email, resume, resumeUrl: _ignored, ...input } = body;
      const bytes = resume ? readResume(resume) : null;
      let resumeUrl: string | null = null;
      const fileId = randomUUID();
      const file = join(resumeDir(runtime), `${fileId}.pdf`);
      if (bytes) {
        await mkdir(resumeDir(runtime), { recursive: true });
        await writeFile(file, bytes, { mode: 0o600 });
        resumeUrl = `${publicUrl}/api/careers/resumes/${fileId}`;
      }
      let reference: string;
      try {
        ({ reference } = await receive(runtime, ctx.state.requestId, principal, { name, email }, { kind: 'careers', input: { ...input, resumeUrl } }));
      } catch (err) {
        // The file is personal data that no event points to: it must not outlive the failed append.
        if (bytes) await rm(file, { force: true });
        throw err;
      }
      return { success: true as const, message: 'Proposta enviada com sucesso! Enviamos a confirmação para o seu e-mail.', data: { reference } };
    },
  });
}
