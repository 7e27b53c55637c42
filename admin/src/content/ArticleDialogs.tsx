// The article's edit dialog and the unpublish dialog (which asks for the reason).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { call, errorsOf } from './api';
import type { AdminArticle } from '@piboost/backend/contract';

export function EditDialog({ article, categories, onClose, onSaved }: { article: AdminArticle; categories: Record<string, string>; onClose: () => void; onSaved: (message: string) => void }) {
  const [draft, setDraft] = useState({ title: article.title, excerpt: article.excerpt, body: article.body, category: article.category, tags: article.tags.join(', '), imageUrl: article.imageUrl ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  const save = async () => {
    setBusy(true);
    try {
      const tags = draft.tags.split(',').map((t) => t.trim()).filter(Boolean);
      const r = await call(`/api/admin/content/articles/${article.id}`, 'PUT', { ...draft, tags, imageUrl: draft.imageUrl.trim() || null });
      onSaved(r.message);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof draft, label: string, extra: object = {}) => (
    <TextField label={label} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} error={Boolean(errors[name])} helperText={errors[name]} fullWidth {...extra} />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-title">
      <DialogTitle id="edit-title">{translate('content.edit.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {field('title', translate('content.edit.fieldTitle'))}
          {field('excerpt', translate('content.edit.excerpt'), { multiline: true, minRows: 2 })}
          {field('body', translate('content.edit.body'), { multiline: true, minRows: 10 })}
          {field('category', translate('content.edit.category'), { select: true, children: Object.entries(categories).map(([id, name]) => <MenuItem key={id} value={id}>{name}</MenuItem>) })}
          {field('tags', translate('content.edit.tags'))}
          {field('imageUrl', translate('content.edit.imageUrl'))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('content.edit.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('content.edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function UnpublishDialog({ article, onClose, onDone }: { article: AdminArticle; onClose: () => void; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const translate = useTranslate();
  const submit = async () => {
    try {
      onDone((await call(`/api/admin/content/articles/${article.id}/unpublish`, 'POST', { reason })).message);
    } catch (err) {
      setError(errorsOf(err).reason ?? (err as Error).message);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="unpublish-title">
      <DialogTitle id="unpublish-title">{translate('content.unpublish.title', { title: article.title })}</DialogTitle>
      <DialogContent>
        <TextField label={translate('content.unpublish.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(error)} helperText={error ?? translate('content.unpublish.help')} fullWidth sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('content.edit.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void submit()}>
          {translate('content.unpublish.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
