import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** A form's failure as a sentence, announced (an Alert's role is "alert"); nothing while there is none. */
export function ErrorNote({ error, sx, testId }: { error: string | null | undefined; sx?: SxProps<Theme>; testId?: string }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={sx} data-testid={testId}>
      {error}
    </Alert>
  );
}
