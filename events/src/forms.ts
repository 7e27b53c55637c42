// The public forms' request schemas (product-spec §5, §7). The server validates every request with
// them and the console validates the same schemas in the browser before sending (DECISIONS 5), so a
// mistake is caught before it spends one of the form's rate-limited submissions, in the same words.
import { z } from 'zod';
import { contactCategory, priority } from './inbox';

/** The résumé a career application may carry, once decoded. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

const name = z.string({ error: 'Nome é obrigatório.' }).trim().min(3, 'Informe seu nome completo (mínimo 3 caracteres).').max(120, 'Nome muito longo.');
const email = z.string({ error: 'E-mail é obrigatório.' }).trim().min(1, 'E-mail é obrigatório.').pipe(z.email('E-mail inválido.').max(254));
const subject = z.string({ error: 'Assunto é obrigatório.' }).trim().min(1, 'Assunto é obrigatório.').max(200, 'Assunto muito longo (máximo 200 caracteres).');
const message = z.string({ error: 'Mensagem é obrigatória.' }).trim().min(1, 'Mensagem é obrigatória.').max(10_000, 'Mensagem muito longa (máximo 10.000 caracteres).');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

const priorityChoice = z.enum(priority.options, 'Escolha a prioridade: baixa, média, alta ou urgente.').default('medium');

export const supportTicketInput = z.object({ name, email, subject, message, priority: priorityChoice });
export const helpContactInput = z.object({ name, email, subject, message });
export const contactMessageInput = z.object({
  name,
  email,
  company: optionalText(200),
  subject,
  category: z.enum(contactCategory.options, 'Escolha uma categoria.'),
  message,
  priority: priorityChoice,
});
const phone = z
  .string()
  .nullish()
  .transform((v) => (v ? v.replace(/\D/g, '') : null))
  .refine((v) => v === null || /^\d{10,11}$/.test(v), 'Telefone inválido: use DDD e número, como (11) 91234-5678.');
export const careerApplicationInput = z.object({
  name,
  email,
  phone,
  position: z.string({ error: 'Área de interesse é obrigatória.' }).trim().min(1, 'Área de interesse é obrigatória.').max(120),
  experience: optionalText(5_000),
  coverLetter: z.string({ error: 'Carta de apresentação é obrigatória.' }).trim().min(1, 'Carta de apresentação é obrigatória.').max(10_000),
  /** The résumé travels in the JSON body (the API speaks JSON only); at most 5 MB once decoded. */
  resume: z
    .object({
      fileName: z.string().trim().min(1).max(200),
      contentBase64: z.base64('Arquivo inválido.'),
    })
    .nullish(),
  /** The spec's console always sends null here; the uploaded résumé takes its place. */
  resumeUrl: z.null().optional(),
});
export const pressContactInput = z.object({
  name,
  email,
  company: z.string({ error: 'Veículo é obrigatório.' }).trim().min(1, 'Veículo é obrigatório.').max(200),
  role: z.enum(['reporter', 'editor', 'producer', 'freelancer', 'other'], 'Escolha sua função.'),
  subject,
  message,
});
export const newsletterInput = z.object({ email, source: z.enum(['blog', 'footer', 'profile']).default('footer') });
