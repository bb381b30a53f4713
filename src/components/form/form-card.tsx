// A form page's card and a form dialog: the fields given as children, what the server refused that
// fits no field, Cancel and Save (busy while saving, held while an upload runs) and, on a page, the
// "leave without saving?" prompt.
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DialogButtons } from './dialog-buttons';
import { UploadContext } from './form-context';
import { LeavePrompt } from './leave-prompt';
import type { SchemaForm } from './use-schema-form';

interface FormShellProps<In extends FieldValues, Out> {
  state: SchemaForm<In, Out>;
  submitLabel: string;
  children: ReactNode;
}

function FormBody<In extends FieldValues, Out>({
  state,
  children,
  errorTestId = 'form-error',
}: Pick<FormShellProps<In, Out>, 'state' | 'children'> & { errorTestId?: string }) {
  return (
    <FormProvider {...state.form}>
      <UploadContext.Provider value={state.setUploading}>{children}</UploadContext.Provider>
      {state.leftOver && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid={errorTestId}>
          {state.leftOver.join(' ')}
        </Alert>
      )}
    </FormProvider>
  );
}

/** A page's form: `cancelTo` is the list it came from. */
export function FormCard<In extends FieldValues, Out>({
  state,
  submitLabel,
  cancelTo,
  maxWidth = 880,
  children,
}: FormShellProps<In, Out> & { cancelTo: string; maxWidth?: number }) {
  const { t } = useTranslation();
  // Read while rendering, so that react-hook-form keeps them up to date.
  const { isSubmitting, isDirty } = state.form.formState;
  const { saved } = state;
  const dirtyNow = useRef(isDirty);
  useEffect(() => {
    dirtyNow.current = isDirty;
  }, [isDirty]);
  const dirty = useCallback(() => dirtyNow.current && !saved.current, [saved]);
  return (
    <Card component="form" noValidate onSubmit={state.onSubmit} sx={{ maxWidth }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <FormBody state={state}>{children}</FormBody>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={cancelTo} disabled={isSubmitting}>
            {t('form:cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting} disabled={state.uploads > 0} startIcon={<SaveRoundedIcon />}>
            {submitLabel}
          </Button>
        </Stack>
      </CardContent>
      <LeavePrompt dirty={dirty} />
    </Card>
  );
}

/** A dialog's form. */
export function FormDialog<In extends FieldValues, Out>({
  state,
  submitLabel,
  title,
  onClose,
  maxWidth = 'sm',
  submitColor,
  errorTestId,
  children,
}: FormShellProps<In, Out> & {
  title: ReactNode;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  submitColor?: ButtonProps['color'];
  errorTestId?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { isSubmitting } = state.form.formState;
  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      {/* A flex column that may shrink: the fields scroll inside the dialog, the title and the buttons stay on screen. */}
      <Box component="form" noValidate onSubmit={state.onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <FormBody state={state} errorTestId={errorTestId}>
              {children}
            </FormBody>
          </Box>
        </DialogContent>
        <DialogButtons
          closeLabel={t('form:cancel')}
          onClose={onClose}
          busy={isSubmitting}
          label={submitLabel}
          main={{ type: 'submit', color: submitColor, disabled: state.uploads > 0 }}
        />
      </Box>
    </Dialog>
  );
}

/** The usual grid of fields: one column on phones, `columns` from md up. */
export function FieldGrid({ columns = '1fr 1fr', children }: { columns?: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2.5,
        rowGap: 1,
        gridTemplateColumns: { xs: '1fr', md: columns },
        '& > .wide': { gridColumn: { md: '1 / -1' } },
      }}
    >
      {children}
    </Box>
  );
}
