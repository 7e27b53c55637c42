// The back office's sign-in: e-mail and password, then - for every staff account, which must have
// two-factor on (issue 14) - the "Código de verificação" step, or one of the account's passkeys
// instead of the code (issue 26). A staff account without two-factor
// is sent to the console profile's Segurança tab to enrol.
import { Alert, Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { EnrolmentNeeded, staffTwoFactor } from './authProvider';
import { passkeysSupported } from './passkey';
import { sessionUser, TwoFactorNeeded } from './session';

export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [enrol, setEnrol] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Signed in already (the console's session) as staff still without two-factor: straight to the way out.
  useEffect(() => {
    void sessionUser().then((user) => {
      if (user && user.role !== 'user' && user.twoFactorRequired) setEnrol(staffTwoFactor());
    });
  }, []);

  const submit = async (event: FormEvent | null, passkey = false) => {
    event?.preventDefault();
    setBusy(true);
    try {
      await login(challenge ? { username: email, password, challenge, code: code.trim(), passkey } : { username: email, password });
    } catch (err) {
      if (err instanceof TwoFactorNeeded) setChallenge(err.challenge);
      else if (err instanceof EnrolmentNeeded) setEnrol(err.message);
      else notify(err instanceof Error ? err.message : translate('auth.loginFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            π Boost · Back office
          </Typography>
          {enrol ? (
            <Alert severity="warning">
              {enrol} <Link href="/profile?aba=seguranca">{translate('auth.enrol')}</Link>
            </Alert>
          ) : (
            <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
              {challenge ? (
                <>
                  <Typography>{translate('auth.codePrompt')}</Typography>
                  <TextField label={translate('auth.code')} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" required autoFocus />
                </>
              ) : (
                <>
                  <TextField label={translate('auth.email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required autoFocus />
                  <TextField label={translate('auth.password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
                </>
              )}
              <Button type="submit" variant="contained" disabled={busy}>
                {translate(challenge ? 'auth.verify' : 'auth.signIn')}
              </Button>
              {challenge && passkeysSupported() && (
                <Button type="button" variant="outlined" disabled={busy} onClick={() => void submit(null, true)}>
                  {translate('auth.usePasskey')}
                </Button>
              )}
              {challenge && (
                <Button type="button" onClick={() => (setChallenge(null), setCode(''))}>
                  {translate('auth.back')}
                </Button>
              )}
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
