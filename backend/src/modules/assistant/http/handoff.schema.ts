// POST /api/assistant/conversations/:id/handoff - a visitor's name and e-mail (a signed-in person is
// named from their account), and the ticket opened.
import { z } from 'zod';

export const handoffInput = z.object({
  name: z.string().trim().min(2, 'Informe seu nome.').max(100, 'O nome pode ter até 100 caracteres.').optional(),
  email: z.email('E-mail inválido.').max(254).optional(),
});

export const handoffResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ ticketNumber: z.string() }) });
