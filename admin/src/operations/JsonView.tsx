import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * A record's JSON field, indented, as stored (personal fields stay sealed envelopes). The prop is
 * `field`, not `source`, so that SimpleShowLayout does not add a second label.
 */
export function JsonView({ field, title }: { field: string; title: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {JSON.stringify(record[field], null, 2)}
      </Box>
    </Box>
  );
}
