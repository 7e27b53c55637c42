import type pt from '../pt-BR/community';

export default {
  'community.digest.subject': '{count, plural, =0 {# community updates - π Boost} one {One community update - π Boost} other {# community updates - π Boost}}',
  'community.digest.someone': 'Someone',
  'community.digest.removedPerson': 'Removed person',
  'community.digest.mention': '- {who} mentioned you in "{title}"',
  'community.digest.reply': '- {who} replied in your topic "{title}"',
  'community.digest.text':
    'Hi{hasName, select, yes { {name}} other {}},\n\n{count, plural, =0 {You have # unread updates in the π Boost community:} one {You have # unread update in the π Boost community:} other {You have # unread updates in the π Boost community:}}\n\n{items}\n\nOpen the conversations:\n{threads}\n\nYour notifications: {site}/community/notificacoes\n\nNo longer want this digest? Turn off "Daily community digest by email" at {site}/profile (Notifications tab).\n\nCommunity conversations are not investment advice.\n\nThe π Boost team',
} satisfies Record<keyof typeof pt, string>;
