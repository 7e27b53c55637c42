import { z } from 'zod';
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
});
