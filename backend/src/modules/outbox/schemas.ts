// The outbox's answers: a listed message, and one message with its bodies (secrets masked).
import { z } from 'zod';

export const mailFields = {
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  tag: z.string(),
  reference: z.string().nullable(),
  transport: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.date(),
  sent_at: z.date().nullable(),
};

/** One message: text and HTML with one-time secrets masked, and why (`notice`) when they are. */
export const keptMailResponse = z.object({
  ...mailFields,
  /** Null once the recipient's data was erased. */
  text: z.string().nullable(),
  html: z.string().nullable(),
  masked: z.boolean(),
  admin_only: z.boolean(),
  notice: z.string().nullable(),
});
