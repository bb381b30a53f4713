import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../lib/use-page-title';

export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  usePageTitle(title);
  return (
    <Stack spacing={0.75} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 750 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {subtitle}
      </Typography>
    </Stack>
  );
}
