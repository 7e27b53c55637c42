// The identity jobs the worker role runs: the mail of sign-up and password reset (mail-jobs.ts).
import type { JobWorker } from '../../platform/module';
import { identity } from './identity';
import { IDENTITY_MAIL_QUEUE, type IdentityMailJob } from './mail-jobs';

export const identityMailWorker: JobWorker<IdentityMailJob> = {
  queue: IDENTITY_MAIL_QUEUE,
  async process(runtime, job) {
    const id = identity(runtime);
    if (job.data.kind === 'password-reset') return id.issuePasswordReset(job.data.emailHash, job.data.meta);
    const email = await runtime.vault.decryptField(job.data.email);
    // Erased before the job ran: nobody to write to.
    if (email) await id.issueSignUpCode(email, job.data.meta);
  },
};
