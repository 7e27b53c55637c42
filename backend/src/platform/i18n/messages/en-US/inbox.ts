import type pt from '../pt-BR/inbox';

export default {
  'inbox.reply.subject': 'Reply to your message ({reference})',
  'inbox.reply.text':
    'Hi{hasName, select, yes { {name}} other {}},\n\n{reply}\n\nReference: {reference}{hasSubject, select, yes { - "{subject}"} other {}}{hasMessage, select, yes {\n\nYour message:\n{quoted}} other {}}\n\nTo continue the conversation, reply to this email (write above this line).\n\nThe π Boost team\n{team}',
  'inbox.survey.subject': 'How would you rate our support? ({reference})',
  'inbox.survey.score': '{score} - {score, select, 1 {Very poor} 2 {Poor} 3 {Fair} 4 {Good} other {Excellent}}: {url}',
  'inbox.survey.text':
    'Hi{hasName, select, yes { {name}} other {}},\n\nYour ticket {reference} has been closed. How would you rate our support?\n\n{links}\n\nJust click a score (once; the links work for {days, plural, =0 {# days} one {# day} other {# days}}). If the problem continues, reply to this ticket under My tickets.\n\nTo stop receiving notices by email, turn off "Email notifications" in your profile.\n\nThe π Boost team\n{team}',
  'inbox.newsletter.subject': 'Confirm your subscription to the π Boost newsletter',
  'inbox.newsletter.text':
    'Hi,\n\nTo receive the π Boost newsletter, confirm your email with this link:\n\n{link}\n\nIf you did not ask to subscribe, ignore this message: without confirmation, nothing will be sent.\n\nTo unsubscribe at any time, use this link:\n{cancel}\n\nThe π Boost team\n{team}',
} satisfies Record<keyof typeof pt, string>;
