import type pt from '../pt-BR/auth';

export default {
  'auth.staffOnly': 'Access restricted to the π Boost team. Sign in with an administrator or support account.',
  'auth.staffTwoFactor': 'Team accounts need two-step verification. Turn it on in your profile, in the Security tab, and come back to the back office.',
  'auth.sessionExpired': 'Session expired. Please sign in again.',
  'auth.signInToContinue': 'Sign in to continue.',
  'auth.passkey.cancelled': 'Using the passkey was cancelled or timed out.',
  'auth.passkey.unavailable': 'The passkey could not be used on this device.',
  'auth.passkey.failed': 'The passkey could not be used.',
  'auth.passkey.confirmFailed': 'The passkey could not be confirmed.',
  'auth.loginFailed': 'Sign-in failed. Please try again.',
  'auth.invalidCode': 'Invalid verification code.',
  'auth.enrol': 'Turn on in your profile',
  'auth.codePrompt': 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  'auth.code': 'Verification code',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.verify': 'Verify',
  'auth.signIn': 'Sign in',
  'auth.usePasskey': 'Use a passkey',
  'auth.back': 'Back',
} satisfies Record<keyof typeof pt, string>;
