import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-date';

/** When something happened, as the reader's language writes a date and time, in the quiet secondary colour. */
export function DateTimeText({ iso, variant = 'body2' }: { iso: string; variant?: TypographyProps['variant'] }) {
  const { i18n } = useTranslation();
  return (
    <Typography variant={variant} color="text.secondary">
      {formatDateTime(iso, i18n.language)}
    </Typography>
  );
}
