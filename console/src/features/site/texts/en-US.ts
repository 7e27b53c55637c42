// The help centre, FAQ and legal texts in US English (issue 26): a translation of
// events/src/site-texts.ts, same groups, ids and sections; the Portuguese version prevails.
import { ANNUAL_DISCOUNT_PERCENT, AUTH_RULES, DATA_CONTROLLER, DATA_EXPORT_LINK_HOURS, GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, TRIAL_DAYS, TRIALS_PER_CPF } from '@piboost/events/business';
import type { SiteTexts } from './types';

const trialsPerCpf = TRIALS_PER_CPF === 1 ? 'one trial' : `${TRIALS_PER_CPF} trials`;

export const enUS: SiteTexts = {
  helpFaq: (flags) => [
    {
      title: 'Getting Started',
      items: [
        {
          id: 'criar-conta',
          question: 'How do I create my account?',
          answer: 'Click Sign up, enter your e-mail and a password, confirm the code we send to your e-mail and complete your registration with your name and CPF (the Brazilian taxpayer ID).',
        },
        {
          id: 'cpf',
          question: 'Why do you ask for my CPF?',
          answer: 'To ensure one account and one free trial per person. Your CPF is stored encrypted and is never shown in full to anyone else.',
        },
        {
          id: 'teste-gratis',
          question: `How do I start the ${TRIAL_DAYS}-day free trial?`,
          answer: 'After registering, answer the investor profile survey: Premium is activated right away.',
        },
      ],
    },
    {
      title: 'Platform Features',
      items: [
        { id: 'ia', question: 'What does the AI do?', answer: 'It writes crypto market analyses and prioritized alerts. It never buys or sells anything on your behalf.' },
        {
          id: 'xp',
          question: 'How do I earn XP?',
          answer: 'By visiting your dashboard, reading analyses, keeping your daily streak and completing challenges. There are daily limits to keep the game fair.',
        },
        {
          id: 'exportar-relatorios',
          question: 'Can I export reports?',
          answer: flags.reports
            ? 'Yes, on the Professional and Elite plans, as PDF, Excel or CSV.'
            : 'Coming soon, on the Professional and Elite plans, as PDF, Excel or CSV.',
        },
        {
          id: 'verificacao-duas-etapas',
          question: 'How do I turn on two-step verification (2FA)?',
          answer:
            'In your profile, on the Security tab, click "Turn on two-step verification", scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) and enter the 6-digit code. Keep the ten recovery codes you are shown: they appear only once.',
        },
        {
          id: 'copia-dos-dados',
          question: 'How do I request a copy of my data (LGPD)?',
          answer: `In your profile, on the Privacy tab, click "Export my data". We e-mail you a link to download all your personal data: a JSON file and a readable document. The link is valid for ${DATA_EXPORT_LINK_HOURS} hours; after that, request a new copy.`,
        },
        {
          id: 'excluir-conta',
          question: 'How do I delete my account?',
          answer:
            'In your profile, on the Privacy tab, under "Delete my account": confirm with your password (or by e-mail, if you sign in with Google) and type EXCLUIR. Deletion is permanent: your personal data becomes unreadable and you are signed out of every device.',
        },
      ],
    },
    {
      title: 'Technical Issues',
      items: [
        {
          id: 'codigo-email',
          question: "I didn't get the code by e-mail.",
          answer: 'Check your spam folder and wait a few minutes; once the time shown has passed, you can request a new code.',
        },
        { id: 'desconectado', question: 'I was signed out on my own.', answer: 'For security, sessions expire. Log in again; if you ticked "remember me", this happens less often.' },
        {
          id: 'pix-nao-confirmado',
          question: "I paid with PIX and the payment wasn't confirmed.",
          answer: `PIX confirmation usually arrives within seconds and the payment page updates by itself; your plan is activated as soon as the payment is confirmed. A PIX QR code is valid for ${INVOICE_EXPIRY_MINUTES} minutes: after that the bank no longer accepts the payment and you create a new charge at checkout. If the money left your account and your plan was not activated, open a support ticket with the time of the payment and the PIX receipt.`,
        },
        {
          id: 'perdi-autenticador',
          question: 'I lost the phone with my authenticator app.',
          answer:
            'At two-step verification, enter one of your recovery codes instead of the code from the app: each one works once. Then, in your profile, on the Security tab, turn verification off and turn it on again on your new device. Without recovery codes, open a support ticket.',
        },
        {
          id: 'esqueci-senha',
          question: 'I forgot my password.',
          answer:
            'On the login screen, click "Forgot your password?" and enter your account\'s e-mail: we send you a link to create a new password. If you are already signed in, you can change your password in your profile, on the Security tab.',
        },
        { id: 'pagina-nao-carrega', question: "The page won't load.", answer: 'Reload the page. If it keeps happening, open a support ticket with the page address and the time.' },
      ],
    },
  ],

  pricingFaq: [
    {
      title: 'Payments and pricing',
      items: [
        { id: 'formas-de-pagamento', question: 'Which payment methods do you accept?', answer: 'Bitcoin (on-chain), Lightning and PIX. Credit cards are coming soon.' },
        {
          id: 'precos-em-dolar',
          question: 'Why are prices in dollars?',
          answer: `Prices are set in US$; at checkout the amount is converted to reais (PIX) or bitcoin at the current rate, locked for ${INVOICE_EXPIRY_MINUTES} minutes.`,
        },
        {
          id: 'desconto-de-lancamento',
          question: 'How does the launch discount work?',
          answer: `The first ${LAUNCH_OFFER.months} months cost ${LAUNCH_OFFER.discountPercent}% less; after that, the list price applies. On the annual plan, the discount is ${ANNUAL_DISCOUNT_PERCENT}% off the list price.`,
        },
      ],
    },
    {
      title: 'Cancellation and refunds',
      items: [
        { id: 'cancelar', question: 'Can I cancel at any time?', answer: 'Yes, from your profile. You keep access until the end of the period you have already paid for.' },
        {
          id: 'garantia',
          question: 'Is there a guarantee?',
          answer: `Yes: a ${GUARANTEE_DAYS}-day guarantee. If you change your mind within that period, we refund what you paid (the right of withdrawal under Brazil's Consumer Protection Code).`,
        },
      ],
    },
    {
      title: 'Plans',
      items: [
        { id: 'mudar-de-plano', question: 'Can I change plans?', answer: 'Yes. When you upgrade, the new period starts once the payment is confirmed.' },
        { id: 'freemium', question: 'Is Freemium free forever?', answer: 'Yes. Freemium costs nothing and asks for no card.' },
      ],
    },
    {
      title: 'Free trial',
      items: [
        {
          id: 'ativar-teste',
          question: `How do I start the ${TRIAL_DAYS}-day trial?`,
          answer: `Create your account, complete your registration and answer the investor profile survey: Premium stays active for ${TRIAL_DAYS} days.`,
        },
        { id: 'cartao-no-teste', question: 'Do I need a credit card for the trial?', answer: 'No. The trial asks for no payment method at all.' },
        { id: 'mais-de-um-teste', question: 'Can I take more than one trial?', answer: `No: ${trialsPerCpf} per CPF.` },
      ],
    },
  ],

  terms: [
    {
      title: 'Acceptance of the terms',
      paragraphs: [`By creating an account or using π Boost, you agree to these Terms of Use, offered by ${DATA_CONTROLLER.name}`],
    },
    {
      title: 'The service',
      paragraphs: [
        'π Boost publishes market analyses, educational content, alerts and reports about cryptocurrencies, and offers a community and gamification features.',
        'π Boost does not execute buy or sell orders, does not manage portfolios and does not hold users\' funds.',
      ],
    },
    {
      title: 'Registration and account',
      paragraphs: [
        `You must be at least ${AUTH_RULES.minimumAge} years old and provide a valid CPF (the Brazilian taxpayer ID). One account per CPF is allowed; the CPF is stored as a hash and as an encrypted copy.`,
        'You are responsible for keeping your password secret and for the activity carried out in your account.',
      ],
    },
    {
      title: 'Plans, free trial and payments',
      paragraphs: [
        `Paid plans can be tried free of charge for ${TRIAL_DAYS} days, ${trialsPerCpf} per CPF. Payments are made in Bitcoin, Lightning or PIX.`,
        'Price changes are announced at least 30 days in advance.',
      ],
    },
    {
      title: 'Cancellation and refunds',
      paragraphs: [`You can cancel at any time. Within ${GUARANTEE_DAYS} days of purchase, we refund the amount paid (right of withdrawal).`],
    },
    {
      title: 'Acceptable use',
      paragraphs: ["You may not copy or resell the content, try to access other people's accounts, automate abusive access or post illegal content in the community."],
    },
    {
      title: 'Intellectual property',
      paragraphs: ["π Boost's trademarks, texts, analyses and software belong to the company or its licensors."],
    },
    {
      title: 'Limitation of liability',
      paragraphs: [
        'The analyses are not investment advice. Our liability is limited to the amount you paid in the last 12 months.',
        'Accounts inactive for more than 2 years may be closed, with prior notice by e-mail.',
      ],
    },
    {
      title: 'Governing law and contact',
      paragraphs: [`These terms are governed by Brazilian law. Questions: ${DATA_CONTROLLER.contactEmail}.`],
    },
  ],

  privacy: [
    { title: 'Who we are', paragraphs: [`${DATA_CONTROLLER.name} is the controller of the personal data processed on π Boost.`] },
    {
      title: 'Data we collect',
      paragraphs: [
        'Name, e-mail, CPF, password (stored only as a hash), optional profile data (date of birth, phone number, address), investor profile survey answers, activity on the platform and messages sent through our forms.',
      ],
    },
    {
      title: 'How we use it',
      paragraphs: ['To create and protect your account, provide the service you signed up for, answer your messages, calculate XP and rankings and meet legal obligations.'],
    },
    {
      title: 'Legal bases',
      paragraphs: ['Performance of a contract, compliance with a legal obligation, legitimate interest (security and fraud prevention) and consent (marketing communications and non-essential cookies).'],
    },
    {
      title: 'Sharing',
      paragraphs: [
        'We share data only with suppliers the service needs (hosting, e-mail, payment processors), under contract, and with authorities when the law requires it. We do not sell data.',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        "Personal data is encrypted with a key unique to each person (AES-256). The CPF is stored as a hash with a server secret, so duplicate registrations can be prevented without exposing it.",
      ],
    },
    {
      title: 'Retention',
      paragraphs: ['We keep your data for as long as your account exists. Accounts inactive for 2 years may be deleted. Records required by law are kept for the legal period.'],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You can confirm the processing of your data, and access, correct, export (JSON) and delete it, as well as withdraw consent, from your profile or by e-mailing our Data Protection Officer. We reply within 15 days (LGPD, art. 19).',
      ],
    },
    {
      title: 'Deletion',
      paragraphs: ['When you delete your account, we destroy the key that protects your data: it becomes unreadable everywhere, including in backups.'],
    },
    { title: 'Cookies', paragraphs: ['We use cookies as described in our Cookie Policy.'] },
    {
      title: 'Data Protection Officer (DPO) and contact',
      paragraphs: [`Contact our Data Protection Officer at ${DATA_CONTROLLER.privacyEmail}.`],
    },
  ],

  cookies: [
    {
      title: 'What cookies are',
      paragraphs: [
        'Cookies are small pieces of data a website stores in your browser and receives back on every visit. π Boost uses only the essential cookies below, all of them inaccessible to scripts (httpOnly) and sent only to π Boost itself.',
      ],
    },
    {
      title: 'Essential session cookies',
      paragraphs: [
        'piboost_refresh: keeps you securely signed in. With "remember me", it lasts 30 days; without it, it disappears when you close the browser (and the session ends within 24 hours).',
        "piboost_device: recognizes this browser when you sign in, so other people's password attempts can be limited without locking you out. It lasts 90 days.",
      ],
    },
    {
      title: 'Google sign-in cookies',
      paragraphs: [
        'piboost_oauth_state: protects the return from Google sign-in against forgery. It lasts 10 minutes.',
        'piboost_2fa: keeps the two-step verification challenge between the return from Google and the code you type. It disappears when you finish signing in or close the browser.',
      ],
    },
    {
      title: 'No preference, analytics or marketing cookies',
      paragraphs: ['We do not use preference, analytics or marketing cookies, whether our own or third-party, on π Boost pages.'],
    },
    {
      title: 'Local storage',
      paragraphs: [
        "Some choices are kept in the browser's local storage, which is not a cookie and is not sent to the server: your answer to the cookie notice, whether you have already seen the Premium trial offer, the day of the last counted login and whether your registration is complete.",
      ],
    },
    {
      title: 'Your choice',
      paragraphs: [
        "Essential cookies are required to sign in to your account and cannot be refused; without them, login does not work. You can delete them at any time by clearing the site's data in your browser, which ends your session.",
      ],
    },
    {
      title: 'Third-party cookies',
      paragraphs: ["If you choose to sign in with Google, Google's page may set Google's own cookies, governed by its policy."],
    },
    { title: 'Contact', paragraphs: [`Questions about cookies: ${DATA_CONTROLLER.privacyEmail}.`] },
  ],

  disclaimer: [
    {
      title: 'Not investment advice',
      paragraphs: ["π Boost's content is informational and educational. It is not an offer, a recommendation or investment advice."],
    },
    { title: 'Cryptocurrency risks', paragraphs: ['Crypto assets are volatile and can lose all their value. Invest only what you can afford to lose.'] },
    { title: 'AI-generated content', paragraphs: ['Analyses are produced with artificial intelligence models and may contain errors or become outdated.'] },
    {
      title: 'Past results',
      paragraphs: ['Past performance does not guarantee future results. Hit rates, when published, show the measured track record, with method and period.'],
    },
    {
      title: 'No order execution',
      paragraphs: ['π Boost does not buy, sell or hold crypto assets for you. Every trade is made by you, on the platform of your choice.'],
    },
    {
      title: 'We are not a registered advisory firm',
      paragraphs: ["π Boost is neither a financial institution nor a securities advisory firm registered with the CVM (Brazil's securities regulator)."],
    },
    { title: 'Third-party information', paragraphs: ['Prices and news come from third-party sources, which may be delayed or contain errors.'] },
    { title: 'Taxes', paragraphs: ['Gains on crypto assets may be taxable. Consult an accountant.'] },
    { title: 'Availability', paragraphs: ['We strive to keep the service online, but interruptions may occur for maintenance or due to failures.'] },
    { title: 'Contact', paragraphs: [`Questions: ${DATA_CONTROLLER.contactEmail}.`] },
  ],
};
