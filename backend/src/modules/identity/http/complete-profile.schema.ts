import { z } from 'zod';
import { MSG } from '../messages';
import { accepted, cpfInput, nameInput, planInput } from '../schemas';

export const completeProfileBody = z.object({
  name: nameInput.optional(),
  cpf: cpfInput,
  lgpdConsent: accepted(MSG.lgpdRequired),
  acceptedTerms: accepted(MSG.termsRequired),
  selectedPlan: planInput.optional(),
});
