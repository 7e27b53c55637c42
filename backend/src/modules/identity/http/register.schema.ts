import { z } from 'zod';
import { LOCALES } from '@piboost/events/i18n';
import { MSG } from '../messages';
import { accepted, cpfInput, emailInput, nameInput, newPassword, planInput } from '../schemas';

export const registerBody = z.object({
  registrationToken: z.string({ error: MSG.emailNotVerified }).min(1, MSG.emailNotVerified).max(2000),
  name: nameInput,
  email: emailInput,
  cpf: cpfInput,
  password: newPassword,
  lgpdConsent: accepted(MSG.lgpdRequired),
  acceptedTerms: accepted(MSG.termsRequired),
  /** Admins (ADMIN_EMAILS) skip the plan choice. */
  selectedPlan: planInput.optional(),
  /** The language the visitor signed up in (the console's current one): kept as their preference (issue 26). */
  language: z.enum(LOCALES).optional(),
});
