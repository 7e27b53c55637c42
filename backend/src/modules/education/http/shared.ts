// What the education handlers share: tags, access and limits, the refusal of a premium lesson, and
// the domain refusals as HTTP answers.
import { Conflict, HttpError, NotFound, ValidationError } from '../../../platform/http';
import { CardUnknown, QuizRefused } from '../decide';
import { UNLOCKING_PLAN } from '../tracks';
import { VersionRefused } from '../versions';

export const TAGS = ['Educação'];
export const ADMIN_TAGS = ['Back office'];

/** A person's reads (their progress, the lessons): signed in with the profile complete, as the XP they earn. */
export const LEARNER_READ = { method: 'GET', tags: TAGS, access: 'profile-complete', rateLimit: { points: 240, windowSeconds: 60, key: 'user' }, noStore: true } as const;
/** A person's writes (an opening, a quiz attempt, a rating). */
export const LEARNER_WRITE = { method: 'POST', tags: TAGS, access: 'profile-complete', rateLimit: { points: 60, windowSeconds: 60, key: 'user' }, noStore: true } as const;
/** The back office's reads: staff (support reads the figures too). */
export const STAFF_READ = { method: 'GET', tags: ADMIN_TAGS, access: 'support', rateLimit: { points: 240, windowSeconds: 60, key: 'user' }, noStore: true } as const;
/** Publishing a version: admins, as the blog's editorial writes. */
export const STAFF_WRITE = { method: 'POST', tags: ADMIN_TAGS, access: 'admin', rateLimit: { points: 60, windowSeconds: 60, key: 'user' } } as const;

/** 403 for a premium lesson without Premium: the message and the plan that opens it. */
export class PremiumLessonRefused extends HttpError {
  constructor() {
    super(
      403,
      'PREMIUM_REQUIRED',
      `Esta lição faz parte de uma trilha Premium. Assine o plano ${UNLOCKING_PLAN.name} para liberar as lições, os quizzes e a revisão desta trilha.`,
      undefined,
      undefined,
      { plan: UNLOCKING_PLAN },
    );
  }
}

export const lessonNotFound = () => new NotFound('Lição não encontrada.', 'LESSON_NOT_FOUND');

/** The deciders' refusals as HTTP: bad answers 400, a stale version or an unchanged text 409, an unknown card or lesson 404. */
export function educationToHttp(err: unknown): never {
  if (err instanceof QuizRefused) {
    if (err.code === 'STALE_VERSION') throw new Conflict(err.message, 'STALE_VERSION');
    throw new ValidationError(err.fields, err.message);
  }
  if (err instanceof CardUnknown) throw new NotFound(err.message, 'CARD_NOT_FOUND');
  if (err instanceof VersionRefused) throw err.code === 'UNKNOWN_LESSON' ? lessonNotFound() : new Conflict(err.message, err.code);
  throw err;
}

