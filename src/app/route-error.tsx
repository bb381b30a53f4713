import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { StatusView } from '../components/feedback/status-view';

/** Shown when a screen fails to render, most often a chunk that could not be loaded (offline, new deploy). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : '';
  return (
    <StatusView
      icon={<CloudOffRoundedIcon />}
      title={t('errors.generic')}
      text={`${t('errors.chunk')}${detail ? ` (${detail})` : ''}`}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The location's key: a new address clears the error (as a data router's errorElement does). */
  locationKey: string;
}
interface BoundaryState {
  error: unknown;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey !== state.locationKey ? { error: null, locationKey: props.locationKey } : null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The routes' error boundary: a screen that throws (or whose chunk never came) shows RouteError. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
