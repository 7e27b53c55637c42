// The account's profile refusals (identity's domain errors) in HTTP terms, worded as the spec does.
import { AvatarFromGoogle, CpfMissing, NoAccount, ProfileInvalid } from '../identity';
import { Forbidden, HttpError, Unauthorized, ValidationError } from '../../platform/http/errors';
import { MSG } from './messages';

export const sessionExpired = () => new Unauthorized('Erro de autenticação. Faça login novamente.', 'SESSION_EXPIRED');

/** Rethrows a profile refusal as its HTTP error; anything else passes through untouched. */
export function profileErrorToHttp(err: unknown): never {
  if (err instanceof ProfileInvalid) throw new ValidationError(Object.fromEntries(Object.entries(err.fields).map(([field, rule]) => [field, MSG[rule]])));
  if (err instanceof NoAccount) throw sessionExpired();
  if (err instanceof CpfMissing) throw new HttpError(404, 'CPF_MISSING', MSG.cpfMissing);
  if (err instanceof AvatarFromGoogle) throw new Forbidden(MSG.avatarGoogle, 'AVATAR_FROM_GOOGLE');
  throw err;
}
