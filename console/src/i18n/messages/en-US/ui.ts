import type pt from '../pt-BR/ui';

export default {
  'ui.field.optional': '(optional)',
  'ui.form.unknownError': 'Unknown error',
  'ui.api.network': 'Connection error. Check your internet connection and try again.',
  'ui.api.invalidResponse': 'Unexpected response from the server. Please try again.',
  'ui.api.unexpected': 'Unexpected error. Please try again.',
  'ui.cancelLink.checking': 'Checking the link...',
  'ui.cancelLink.cancelling': 'Cancelling...',
  'ui.backHome': 'Back to home',
  'ui.legal.backHome': '← Back to home',
  'ui.legal.updated': 'Last updated: {date}',
  'ui.legal.portuguesePrevails': 'This is a translation of the Portuguese version; in case of doubt, the Portuguese version prevails.',
  'ui.table.actions': 'Actions',
  'ui.toast.close': 'Close notice',
  'ui.comingSoon': 'coming soon',
  'ui.routeError.title': 'Oops! Something went wrong.',
  'ui.routeError.text': 'We could not display this page.',
  'ui.routeError.retry': 'Try again',
  'ui.aiContentNote': 'Written in Portuguese by our AI; shown as written.',
} satisfies Record<keyof typeof pt, string>;
