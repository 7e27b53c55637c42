import type pt from '../pt-BR/mail';

export default {
  'mail.security.when': '{time} (Brasília time)',
  'mail.security.subject.newDevice': 'New sign-in to your π Boost account',
  'mail.security.subject.twoFactorEnabled': 'Two-step verification turned on',
  'mail.security.subject.twoFactorDisabled': 'Two-step verification turned off',
  'mail.security.subject.passwordChanged': 'Your π Boost password was changed',
  'mail.security.subject.recoveryCodeUsed': 'A recovery code was used',
  'mail.security.subject.recoveryCodesRegenerated': 'New recovery codes generated',
  'mail.security.subject.sessionsEnded': 'Sessions ended on your account',
  'mail.security.subject.passkeyAdded': 'New passkey added to your account',
  'mail.security.subject.passkeyRemoved': 'A passkey was removed from your account',
  'mail.security.body.newDevice': 'Your account was accessed on {when} from a new device: {device}.',
  'mail.security.body.twoFactorEnabled': 'Two-step verification was turned on on {when}. From now on, signing in asks for the code from your authenticator app.',
  'mail.security.body.twoFactorDisabled': 'Two-step verification was turned off on {when}. Signing in asks only for your password again.',
  'mail.security.body.passwordChanged': "Your account's password was changed on {when}, and the sessions on your other devices were ended.",
  'mail.security.body.recoveryCodeUsed':
    'A recovery code was used to sign in to your account on {when}. {remaining, plural, =0 {# codes remain} one {# code remains} other {# codes remain}}.{low, select, yes { Generate new codes in your profile, on the Security tab.} other {}}',
  'mail.security.body.recoveryCodesRegenerated': 'New recovery codes were generated on {when}. The previous codes no longer work.',
  'mail.security.body.sessionsEnded': '{count, plural, =0 {# sessions were ended} one {# session was ended} other {# sessions were ended}} on your account on {when}.',
  'mail.security.body.passkeyAdded': 'The passkey "{name}" was added to your account on {when}. With it, you can sign in without a password and without the code from your authenticator app.',
  'mail.security.body.passkeyRemoved': 'The passkey "{name}" was removed from your account on {when} and can no longer be used to sign in.',
  'mail.security.text':
    "Hi!\n\n{body}\n\nWasn't you? Change your password now at {site}/forgot-password and end the sessions you don't recognize at {site}/profile.\n\nThis is a security email: it is always sent, whatever your notification preferences.\n\nThe π Boost team",
  'mail.gift.someone': 'Someone',
  'mail.gift.subject': '{from} gave you π Boost {plan}',
  'mail.gift.text':
    'Hi!\n\n{from} gave you {months, plural, =0 {# months} one {# month} other {# months}} of the π Boost {plan} plan.{hasMessage, select, yes {\n\nMessage:\n{message}} other {}}\n\nTo redeem it, open this link and sign in to your account (or create one): {link}\nThe months start when any Premium you already have ends.\n{simulated, select, yes {Local simulation: no real money was moved.} other {}}\n\nThe π Boost team',
  'mail.renewal.subject': '{days, plural, =0 {Your π Boost Premium ends today} one {Your π Boost Premium ends tomorrow} other {Your π Boost Premium ends in # days}}',
  'mail.renewal.text':
    'Hi!\n\nYour {plan} access ends {days, plural, =0 {today} one {tomorrow} other {in # days}} ({date}).\nTo keep it, create a new invoice and pay with PIX, Lightning or Bitcoin:\n{link}\n\nThe π Boost team',
  'mail.refund.subject': 'Your π Boost refund is on its way',
  'mail.refund.text':
    'Hi!\n\n{reason, select, staff {Our team refunded your payment: the paid access from this invoice has ended and the refund of {amount} was sent to the payment provider.} gift {You asked for a refund of a gift not yet redeemed, within the {days}-day guarantee. The redemption link no longer works and the refund of {amount} was sent to the payment provider.} queued {You cancelled a period that had not started yet. The full refund of {amount} was sent to the payment provider.} other {We received your cancellation within the {days}-day guarantee. Your subscription has ended and the refund of {amount} was sent to the payment provider.}}\n{sandbox, select, yes {Sandbox - Local simulation: no real money was moved.} other {}}\n{claim, select, yes {To receive the bitcoins, open this link and enter your address: {link}} other {The money goes back to the account that paid the PIX.}}\n\nInvoice: {invoice}\n\nThe π Boost team',
  'mail.signUp.accountExists.subject': 'You already have a π Boost account',
  'mail.signUp.accountExists.text': "Hi!\n\nSomeone asked for a sign-up code for this email, but it already has a π Boost account.\nTo sign in, go to {site}/login. Forgot your password? {site}/forgot-password\n\nIf this wasn't you, ignore this email.\n\nThe π Boost team",
  'mail.signUp.code.subject': 'Your π Boost verification code: {code}',
  'mail.signUp.code.text': "Hi!\n\nYour verification code is {code}.\nIt is valid for {minutes} minutes. If you didn't ask for this code, ignore this email.\n\nThe π Boost team",
  'mail.passwordReset.subject': 'π Boost password reset',
  'mail.passwordReset.text': "Hi!\n\nWe received a request to reset your account's password.\nUse this link within {minutes} minutes (it works only once):\n{link}\n\nIf you didn't ask for it, ignore this email: your password stays the same.\n\nThe π Boost team",
  'mail.priceAlert.subject': 'Price alert: {asset} {direction, select, above {rose above} other {fell below}} {threshold}',
  'mail.priceAlert.text': 'Hi{hasName, select, yes { {name}} other {}},\n\n{asset} {direction, select, above {rose above} other {fell below}} {threshold}: the price is {price} ({when}).\n\nThe alert is done; create another one on your dashboard: {site}/dashboard\n\nThe π Boost team',
  'mail.privacyExport.subject': 'Your π Boost data copy is ready',
  'mail.privacyExport.text': 'Hi!\n\nThe copy of your personal data that you asked for is ready.\n\nFull data (JSON): {jsonLink}\nReadable document (in Portuguese): {htmlLink}\n\nThe links are valid for {hours} hours. If you did not ask for this copy, change your password and write to contato@piboost.com.br.\n\nThe π Boost team',
} satisfies Record<keyof typeof pt, string>;
