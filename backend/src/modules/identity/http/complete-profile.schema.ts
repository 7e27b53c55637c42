import { z } from 'zod';
import { LOCALES } from '@piboost/events/i18n';
import { MSG } from '../messages';
import { accepted, cpfInput, nameInput, planInput } from '../schemas';

export const completeProfileBody = z.object({
  name: nameInput.optional(),
  cpf: cpfInput,
  lgpdConsent: accepted(MSG.lgpdRequired),
  acceptedTerms: accepted(MSG.termsRequired),
  selectedPlan: planInput.optional(),
  /** The language the person completes their sign-up in (the console's current one): kept as their preference (issue 26). */
  language: z.enum(LOCALES).optional(),
});
