import { Alert, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';

/**
 * An admin-only custom page: support staff who open its address get "Acesso negado" at once,
 * instead of a page waiting forever on the API's 403s.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<'admin' | 'support' | null>();
  const translate = useTranslate();
  if (isPending) return <Loading />;
  if (permissions === 'admin') return <>{children}</>;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Alert severity="error" role="alert">
          <strong>{translate('layout.accessDenied.title')}</strong> {translate('layout.accessDenied.body')}
        </Alert>
      </CardContent>
    </Card>
  );
}
