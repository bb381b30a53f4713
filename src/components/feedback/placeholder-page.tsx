import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusView } from './status-view';

interface PlaceholderPageProps {
  /** The screen's name, already translated. */
  name: string;
  backTo: string;
  backLabel?: string;
  text?: string;
  title?: string;
}

/** A screen planned for a later release. It says so plainly and does nothing else. */
export function PlaceholderPage({ name, backTo, backLabel, text, title }: PlaceholderPageProps) {
  const { t } = useTranslation();
  usePageTitle(name);
  return (
    <StatusView
      icon={<ConstructionRoundedIcon />}
      badge={<Chip color="warning" label={t('common.notBuiltYet')} data-testid="not-built-badge" />}
      title={title ?? t('placeholder.title', { name })}
      text={text ?? t('placeholder.text')}
      actions={
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel ?? t('placeholder.back')}
        </Button>
      }
    />
  );
}
