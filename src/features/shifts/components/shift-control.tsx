// The till header's shift control: "Open shift" when none is open; else the shift's button with its
// menu — cash in, cash out, X report, close shift — and the dialogs they open. After the close the
// Z report shows, ready to print at 80 mm.
import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '../../../../server/contracts/shifts';
import { fetchShiftReport } from '../api/shifts-api';
import { useTillShift } from '../hooks/use-till-shift';
import { CashMoveDialog, CloseShiftDialog, OpenShiftDialog } from './shift-dialogs';
import { ShiftReportDialog } from './shift-report-view';
import { Hint } from '../../../components/hint';

type Open = null | 'open' | 'in' | 'out' | 'close';

export function ShiftControl({ storeUuid }: { storeUuid: string }) {
  // Its words are no part of the till's first load: the control shows once they are there (it suspends
  // until then, inside the lazy part's own Suspense in the till's header).
  const { t } = useTranslation('shifts');
  const state = useTillShift(storeUuid);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Open>(null);
  const [report, setReport] = useState<ShiftReport | null>(null);
  const [failed, setFailed] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const pick = (d: Open) => {
    setAnchor(null);
    setDialog(d);
  };
  const showX = async () => {
    setAnchor(null);
    if (!state.shift) return;
    try {
      setFailed(false);
      setReport(await fetchShiftReport(state.shift.uuid));
    } catch {
      setFailed(true);
    }
  };
  const { shift } = state;
  const label = shift ? (shift.synced ? t('shifts:control.open') : t('shifts:control.openPending')) : t('shifts:control.start');
  const onClick = (e: MouseEvent<HTMLElement>) => (shift ? setAnchor(e.currentTarget) : setDialog('open'));
  const menuProps = shift ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': !!anchor } : {};
  return (
    <>
      {wide ? (
        <Button
          size="small"
          variant={shift ? 'outlined' : 'contained'}
          color={failed ? 'warning' : 'primary'}
          startIcon={<PointOfSaleRoundedIcon />}
          onClick={onClick}
          {...menuProps}
          data-testid="shift-control"
        >
          {label}
        </Button>
      ) : (
        // On a till-sized screen the header keeps to one line: the control is its icon, named (like the pickup link).
        <Hint title={label}>
          <IconButton
            onClick={onClick}
            {...menuProps}
            aria-label={label}
            color={failed ? 'warning' : shift ? 'primary' : 'default'}
            data-testid="shift-control"
            data-state={shift ? 'open' : 'none'}
            sx={shift ? { bgcolor: 'action.selected' } : { border: 1, borderColor: 'divider' }}
          >
            <Badge color="warning" variant="dot" invisible={!shift || shift.synced}>
              <PointOfSaleRoundedIcon />
            </Badge>
          </IconButton>
        </Hint>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('in')}>{t('shifts:move.inTitle')}</MenuItem>
        <MenuItem onClick={() => pick('out')}>{t('shifts:move.outTitle')}</MenuItem>
        <MenuItem onClick={() => void showX()} disabled={!shift?.synced}>
          {t('shifts:control.xReport')}
        </MenuItem>
        <MenuItem onClick={() => pick('close')}>{t('shifts:close.title')}</MenuItem>
      </Menu>
      {dialog === 'open' && <OpenShiftDialog state={state} onClose={() => setDialog(null)} />}
      {(dialog === 'in' || dialog === 'out') && <CashMoveDialog state={state} kind={dialog} onClose={() => setDialog(null)} />}
      {dialog === 'close' && (
        <CloseShiftDialog
          state={state}
          storeUuid={storeUuid}
          onClose={() => setDialog(null)}
          onClosed={(z) => {
            setDialog(null);
            setReport(z);
          }}
        />
      )}
      <ShiftReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}

export default ShiftControl;
