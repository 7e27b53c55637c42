import type { MessageAnswer, NewsletterSubscription, ReferenceAnswer, SupportTicketAnswer, TicketAnswer } from '@piboost/backend/contract';
import { api } from '../../../lib/api-client';

// One fetcher per contact channel (product-spec §7); the answers' types are the backend's response schemas.

export type Priority = 'low' | 'medium' | 'high' | 'urgent';

export const openSupportTicket = (body: { name: string; email: string; subject: string; message: string; priority: string }) =>
  api.post<SupportTicketAnswer>('/support/ticket', body);

export const sendHelpContact = (body: { name: string; email: string; subject: string; message: string }) =>
  api.post<TicketAnswer>('/help/contact', body);

export const sendContactMessage = (body: {
  name: string;
  email: string;
  company: string;
  subject: string;
  category: string;
  message: string;
  priority: string;
}) => api.post<ReferenceAnswer>('/contact/message', { ...body, company: body.company || null });

export const sendCareerApplication = (body: {
  name: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  coverLetter: string;
  resume: { fileName: string; contentBase64: string } | null;
}) => api.post<ReferenceAnswer>('/careers/application', { ...body, phone: body.phone || null, experience: body.experience || null, resumeUrl: null });

export const sendPressContact = (body: { name: string; email: string; company: string; role: string; subject: string; message: string }) =>
  api.post<ReferenceAnswer>('/press/contact', body);

export const subscribeNewsletter = (body: { email: string; source: 'footer' | 'blog' }) => api.post<MessageAnswer>('/newsletter/subscribe', body);

export const confirmNewsletter = (body: { s: string; t: string }) => api.post<MessageAnswer>('/newsletter/confirm', body);
/** The cancellation link: GET only checks it (mail scanners follow links), POST cancels. */
export const newsletterSubscription = (link: { s: string; t: string }) =>
  api.get<NewsletterSubscription>(`/newsletter/unsubscribe?${new URLSearchParams(link)}`);
export const unsubscribeNewsletter = (link: { s: string; t: string }) => api.post<MessageAnswer>('/newsletter/unsubscribe', link);
