// The identity jobs the worker role runs: the mail of sign-up and password reset, the record of a
// wrong password, and the security e-mails (mail-jobs.ts, security-mail.ts).
import type { JobWorker } from '../../platform/module';
import { identity } from './identity';
import { IDENTITY_MAIL_QUEUE, type IdentityMailJob } from './mail-jobs';
import { sendSecurityNotice } from './security-mail';

export const identityMailWorker: JobWorker<IdentityMailJob> = {
  queue: IDENTITY_MAIL_QUEUE,
  async process(runtime, job) {
    const id = identity(runtime);
    if (job.data.kind === 'password-reset') return id.issuePasswordReset(job.data.emailHash, job.data.meta, job.id, job.data.locale);
    if (job.data.kind === 'sign-in-failed') return id.recordSignInFailure(job.data.emailHash, job.data.meta);
    if (job.data.kind === 'security-notice') return sendSecurityNotice(runtime, job.data, job.id);
    const email = await runtime.vault.decryptField(job.data.email);
    // Null only were the jobs' key shredded: nobody to write to.
    if (email) await id.issueSignUpCode(email, job.data.meta, job.id, job.data.locale);
  },
};
