import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/forms/password-field';

/** E-mail and password of a manager, for the bind screen and the Staff dialog. */
export function StaffSignInFields({ email, password, onEmail, onPassword, disabled }: {
  email: string;
  password: string;
  onEmail(v: string): void;
  onPassword(v: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const common = { disabled, fullWidth: true, required: true };
  return (
    <>
      <TextField label={t('kiosk:staff.email')} type="email" autoComplete="username" value={email} onChange={(e) => onEmail(e.target.value)} {...common} />
      <PasswordField
        label={t('kiosk:staff.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        {...common}
      />
    </>
  );
}
