// Every mail the platform sends, declared once with what staff may see of its kept copy (issue 20
// item 3: support read a BTCPay refund claim link in the outbox and could have taken the bitcoin).
// A mail's tag must be declared here, so a new mail cannot be sent before someone says whether it
// carries something that acts for its recipient - a code, or a link that resets, downloads,
// confirms, unsubscribes or claims money - and the mailer masks that part of the kept copy by the
// declaration, whatever the sender remembers. The mail that goes out is intact.
export interface MailTemplate {
  /** Only admins open the kept copy (account mail); support sees the row only. */
  adminOnly: boolean;
  /**
   * What in the mail acts for its recipient. With a bearer, the kept copy masks every link (query
   * values on our site; all but the host elsewhere) and the `secrets` the sender names:
   * - 'code': a code, which the sender must name (the mailer refuses the mail without one);
   * - 'links': links, masked whatever the sender names;
   * - null: nothing does, and a mail naming `secrets` is refused - the declaration would be wrong.
   */
  bearer: 'code' | 'links' | null;
  /**
   * The recipient's switch on the profile's Notificações tab that governs the mail (issue 21 item
   * 6): switched off, the mailer does not send it. Null for mail that answers something the person
   * just did (codes, receipts, refunds, exports, acknowledgements and replies) and for security
   * notices, which cannot be turned off (product-spec §3).
   */
  preference: MailPreference | null;
}

/** The e-mail switches of the preferences, as the user_preferences read model names them. */
export type MailPreference = 'email_notifications' | 'marketing_emails' | 'weekly_report' | 'community_digest';

const account: MailTemplate = { adminOnly: true, bearer: null, preference: null };
const plain: MailTemplate = { adminOnly: false, bearer: null, preference: null };
const withLinks: MailTemplate = { adminOnly: false, bearer: 'links', preference: null };
/** "Notificações por email": notices the platform starts about the account, subscription and activities. */
const notice: MailTemplate = { adminOnly: false, bearer: null, preference: 'email_notifications' };

export const MAIL_TEMPLATES = {
  'verification-code': { adminOnly: true, bearer: 'code', preference: null },
  'account-exists': account,
  'password-reset': { adminOnly: true, bearer: 'links', preference: null },
  'security-new-device': account,
  'security-two-factor-enabled': account,
  'security-two-factor-disabled': account,
  'security-password-changed': account,
  'security-recovery-code-used': account,
  'security-recovery-codes-regenerated': account,
  'security-sessions-ended': account,
  'security-passkey-added': account,
  'security-passkey-removed': account,
  'privacy-export': withLinks,
  refund: withLinks,
  /** A gift of Premium (issue 26): its redemption link acts for whoever holds it. */
  'gift-received': withLinks,
  'weekly-report': { adminOnly: false, bearer: 'links', preference: 'weekly_report' },
  /** The community's daily digest (issue 24): opt-in; "Notificações por email" off stops it too (the digest's recipients query). */
  'community-digest': { adminOnly: false, bearer: null, preference: 'community_digest' },
  'newsletter-confirmation': withLinks,
  receipt: plain,
  'renewal-reminder': notice,
  'price-alert': notice,
  /** Asked for on the tax helper's page, cancelled there: no other switch governs it. */
  'tax-darf-reminder': plain,
  'inbox-support': plain,
  'inbox-help': plain,
  'inbox-contact': plain,
  'inbox-careers': plain,
  'inbox-press': plain,
  'inbox-reply': plain,
  /** The satisfaction survey after a ticket is closed (issue 29): signed links, one per score; the person's notifications switch. */
  'inbox-satisfaction': { adminOnly: false, bearer: 'links', preference: 'email_notifications' },
} as const satisfies Record<string, MailTemplate>;

export type MailTag = keyof typeof MAIL_TEMPLATES;

export const SECRET_MASK = '••••••';

const LINK = /https?:\/\/[^\s<>"'()]+/g;

/** A link as staff may see it: on our site the page and the names of its parameters; elsewhere only the host. */
function maskLink(link: string, site: string | null): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return SECRET_MASK;
  }
  if (url.origin !== site) return `${url.origin}/${SECRET_MASK}`;
  const query = [...url.searchParams.keys()].map((name) => `${name}=${SECRET_MASK}`).join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : url.search ? `?${SECRET_MASK}` : ''}${url.hash ? `#${SECRET_MASK}` : ''}`;
}

/**
 * The kept copy of a mail's text: its named secrets masked and, for a template with a bearer, every link.
 * `site` is the public site's origin; without it every link is treated as another site's.
 */
export function maskForStaff(template: MailTemplate, value: string, secrets: readonly string[], site: string | null): string {
  const named = secrets.reduce((text, secret) => (secret ? text.split(secret).join(SECRET_MASK) : text), value);
  return template.bearer !== null ? named.replace(LINK, (link) => maskLink(link, site)) : named;
}
