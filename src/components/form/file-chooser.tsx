import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const SPREADSHEETS = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FileChooserProps {
  file: File | null;
  /** A file was picked (the input is cleared, so picking the same file again counts too). */
  onFile: (file: File | null) => void;
  chooseLabel: string;
  /** The file input's accessible name. */
  inputLabel: string;
  noFileLabel: string;
  inputTestId: string;
  disabled?: boolean;
  accept?: string;
  /** After the file's name, e.g. a "Download template" button. */
  children?: ReactNode;
}

/** "Choose file" and the chosen file's name, for an upload dialog (a CSV or XLSX file unless `accept` says otherwise). */
export function FileChooser({ file, onFile, chooseLabel, inputLabel, noFileLabel, inputTestId, disabled, accept = SPREADSHEETS, children }: FileChooserProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Button variant="outlined" component="label" startIcon={<UploadFileRoundedIcon />} disabled={disabled}>
        {chooseLabel}
        <input
          hidden
          type="file"
          accept={accept}
          aria-label={inputLabel}
          data-testid={inputTestId}
          onChange={(e) => {
            onFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" data-testid="bulk-file-name" sx={{ color: file ? 'text.primary' : 'text.secondary', wordBreak: 'break-all' }}>
        {file ? file.name : noFileLabel}
      </Typography>
      {children}
    </Stack>
  );
}
