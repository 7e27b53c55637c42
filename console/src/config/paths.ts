// The console's route table (product-spec §2). The router registers only the paths whose page
// exists; the rest are listed so that links and later pages share one spelling of every path.
export const paths = {
  home: { path: '/' },

  // public
  login: { path: '/login' },
  register: { path: '/register' },
  success: { path: '/success' },
  support: { path: '/support' },
  /** "Meus chamados" (issue 29): the person's tickets, and one with its conversation. */
  supportTickets: { path: '/support/chamados' },
  supportTicket: { path: '/support/chamados/:id' },
  /** The satisfaction survey's answer (the link in the mail after a ticket is closed; no sign-in). */
  satisfaction: { path: '/avaliacao' },
  contact: { path: '/contact' },
  survey: { path: '/survey' },
  authCallback: { path: '/auth/callback' },
  forgotPassword: { path: '/forgot-password' },
  /** The link in the password-reset e-mail (the server builds it: backend identity module). */
  resetPassword: { path: '/reset-password' },
  terms: { path: '/terms' },
  privacy: { path: '/privacy' },
  cookies: { path: '/cookies' },
  disclaimer: { path: '/disclaimer' },
  help: { path: '/help' },
  about: { path: '/about' },
  careers: { path: '/careers' },
  blog: { path: '/blog' },
  /** One article of the blog. */
  blogArticle: { path: '/blog/:slug' },
  press: { path: '/press' },
  features: { path: '/features' },
  pricing: { path: '/pricing' },
  /** The audited record of the AI's published calls (DECISIONS 2, 23). */
  trackRecord: { path: '/track-record' },
  /** The link in the newsletter's double opt-in e-mail. */
  newsletterConfirm: { path: '/newsletter/confirmar' },
  /** The cancellation link in every newsletter e-mail. */
  newsletterCancel: { path: '/newsletter/cancelar' },
  /** The cancellation link of the weekly report's e-mail (no sign-in needed). */
  reportsCancel: { path: '/reports/cancelar' },

  // signed in, profile complete
  profile: { path: '/profile' },
  dashboard: { path: '/dashboard' },
  checkout: { path: '/checkout' },
  /** "Presentear Premium" (issue 26): buy months of a plan for someone, and the gifts bought. */
  giftBuy: { path: '/presentear' },
  /** The redemption link mailed to a gift's recipient (?codigo=...); signed out, it asks to sign in first. */
  giftRedeem: { path: '/presente' },
  plans: { path: '/plans' },
  /** The profile's preferences (Notificações tab). */
  settings: { path: '/settings' },
  reports: { path: '/reports' },
  gamification: { path: '/gamification' },
  /** The tools page: the DCA simulation and the position size by risk (issue 23). */
  tools: { path: '/ferramentas' },
  /** The crypto tax helper (issue 23): the person's trades, the monthly IR and the DARF. */
  taxHelper: { path: '/ferramentas/calculadora-ir-cripto' },
  /** The education tracks (issue 23). */
  education: { path: '/education' },
  /** One lesson of a track, with its quiz. */
  educationLesson: { path: '/education/:trackId/:lessonId' },
  /** "Revisão de hoje": the spaced review's due cards. */
  educationReview: { path: '/education/revisao' },
  /** The community (issue 24): its rooms. */
  community: { path: '/community' },
  /** The community's rules. */
  communityRules: { path: '/community/regras' },
  /** The person's community notifications (replies, mentions, best answers, moderation). */
  communityNotifications: { path: '/community/notificacoes' },
  /** One room's threads. */
  communityRoom: { path: '/community/:slug' },
  /** One thread with its posts. */
  communityThread: { path: '/community/t/:threadId' },
  /** The thread about an analysis, an article or a report: resolves to it, or starts it. */
  communityDiscussion: { path: '/community/discussao/:kind/:id' },
  status: { path: '/status' }, // admins only

  // served by the API, outside the console
  apiDocs: { path: '/api/docs' },
  admin: { path: '/admin' },
} as const;
