// The person's LGPD rights from the profile: a copy of their data, and the erasure of their account.
import { randomUUID } from 'node:crypto';
import { privacyStream, type EventMetadata } from '@piboost/events';
import { appendRecord, handleCommand, loadStream } from '../../platform/command';
import { Forbidden, ValidationError } from '../../platform/http/errors';
import { forgetEmailSubjects, subjectsOfEmail } from '../../platform/crypto/email-subjects';
import { deleteKeptMailTo, legacyRecipientSubject } from '../../platform/mail/mailer';
import type { Runtime } from '../../platform/runtime';
import { forgetDeliveries } from '../push';
import { fold, requestErasure, requestExport, shredded } from './decide';
import type { PrivacyHooks } from './hooks';
import { MSG } from './messages';

export function privacyService(runtime: Runtime, hooks: PrivacyHooks) {
  const { db, events, store, vault, keyedHash } = runtime;
  /** A record of the subject's stream no rule reads back: appended at the stream's version. */
  const record = (subjectId: string, decide: () => ReturnType<typeof shredded>) =>
    appendRecord(runtime, privacyStream(subjectId), () => ({ events: decide() }));

  return {
    /** The copy is made by a job (export.ts) and announced by e-mail; the route limits how often. */
    async requestExport(userId: string, meta: EventMetadata) {
      const command = { userId, exportId: randomUUID(), metadata: { ...meta, actorId: userId } };
      await record(userId, () => requestExport(null, command));
      return { success: true as const, message: MSG.exportRequested };
    },

    /**
     * Re-authenticated erasure: the person's key is destroyed, so every sealed field in the log, in
     * read models and in sealed files becomes unreadable for good; files outside the log and the
     * mail kept for them are deleted; their sessions end. The log itself stays whole and replayable.
     */
    async eraseAccount(userId: string, input: { secret: string; confirmation: string }, meta: EventMetadata) {
      if (input.confirmation !== 'EXCLUIR') throw new ValidationError({ confirmation: MSG.confirmationRequired });
      if (!(await hooks.confirmsIdentity(userId, input.secret))) throw new Forbidden(MSG.wrongSecret, 'REAUTHENTICATION_FAILED');
      await this.erase(userId, { requestId: randomUUID(), channel: 'profile' }, { ...meta, actorId: userId });
      return { success: true as const, message: MSG.accountDeleted };
    },

    /** The erasure itself: from the profile (re-authenticated above), or by an admin answering a request received by e-mail. */
    async erase(userId: string, request: { requestId: string; channel: 'profile' | 'support'; staffId?: string }, metadata: EventMetadata) {
      const { requestId } = request;
      const email = await hooks.emailOf(userId);
      // From support, decided on the request's state in the stream (open, a deletion).
      const stream = privacyStream(userId);
      await handleCommand(events, stream, loadStream(store, stream, fold), (requests) => ({ events: requestErasure(requests, { userId, request, metadata }) }));
      await hooks.revokeAllSessions(userId);
      await hooks.deletePersonalFiles(userId);
      await db('privacy_exports').where({ user_id: userId }).delete();
      await forgetDeliveries(db, userId);
      if (email) await deleteKeptMailTo(db, email);
      await vault.shred(userId);
      await record(userId, () => shredded(null, { subjectId: userId, requestId, metadata }));
      if (email) await this.eraseAddress(email, requestId, metadata);
    },

    /**
     * What the person sent from this address without being signed in (forms, newsletter, assistant
     * conversations handed off, mail kept for the address): every subject of the address shredded,
     * each announced so read models drop it; the address's next use gets a new subject.
     */
    async eraseAddress(email: string, requestId: string, metadata: EventMetadata) {
      const emailHash = keyedHash(email.trim().toLowerCase());
      const subjects = await subjectsOfEmail(db, emailHash);
      for (const subjectId of subjects) {
        await vault.shred(subjectId);
        await record(subjectId, () => shredded(null, { subjectId, requestId, metadata }));
      }
      await vault.shred(legacyRecipientSubject(keyedHash, email));
      await forgetEmailSubjects(db, emailHash, subjects);
    },
  };
}
