import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company, InvitationStatus } from '../../../../server/contracts/companies';
import { invitationCreateSchema } from '../../../../server/contracts/companies';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { validateWith, type FieldErrors } from '../../../lib/form-errors';
import { PanelList } from '../../../components/lists/panel-list';
import { useAsync } from '../../../lib/use-async';
import { createInvitation, listInvitations, revokeInvitation } from '../api/companies-api';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<InvitationStatus, 'success' | 'info' | 'default'> = { accepted: 'success', pending: 'info', expired: 'default' };

/** Invitations of one company: invite an e-mail or mobile (they get a message), see who joined, withdraw one not yet used. */
export function CompanyInvitationsPanel({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const list = useAsync((signal) => listInvitations({ company_uuid: company.uuid, pagenum: page, limit: PAGE_SIZE }, signal), [company.uuid, page]);
  const items = list.data?.items ?? [];

  const invite = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = validateWith(invitationCreateSchema, { company_uuid: company.uuid, target }, { target: t('validation.invitationTarget') });
    setErrors(found);
    if (!data) return;
    setBusy(true);
    try {
      await createInvitation({ company_uuid: company.uuid, target: data.target });
      setTarget('');
      if (page === 0) list.reload();
      else setPage(0);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async (uuid: string) => {
    try {
      await revokeInvitation(uuid);
    } catch {
      // The client has shown the server's reason (e.g. the person has joined meanwhile).
    }
    list.reload();
  };

  return (
    <Card sx={{ maxWidth: 880, mt: 3 }} component="section" aria-labelledby="invitations-title" data-testid="invitations-panel">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MailOutlineRoundedIcon color="primary" fontSize="small" />
          <Typography variant="subtitle1" component="h2" id="invitations-title" sx={{ fontWeight: 650 }}>
            {t('companies.invitations.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('companies.invitations.subtitle')}
        </Typography>
        <Stack component="form" noValidate onSubmit={invite} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('companies.invitations.target')}
            name="target"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            error={Boolean(errors.target)}
            helperText={errors.target || ' '}
            autoComplete="off"
            size="small"
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" loading={busy} startIcon={<SendRoundedIcon />}>
            {t('companies.invitations.invite')}
          </Button>
        </Stack>
        <PanelList
          state={list}
          count={items.length}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          empty={t('companies.invitations.empty')}
          name={{ 'aria-labelledby': 'invitations-title' }}
          columns={[
            { title: t('companies.invitations.colTarget') },
            { title: t('common.status') },
            { title: t('companies.invitations.colExpires'), sx: { display: { xs: 'none', sm: 'table-cell' } } },
            { title: t('common.actions'), align: 'right' },
          ]}
        >
          {items.map((inv) => (
            <TableRow key={inv.uuid} hover data-testid="invitation-row">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {inv.target}
                </Typography>
                {inv.accepted_by_name && (
                  <Typography variant="caption" color="text.secondary">
                    {t('companies.invitations.joinedAs', { name: inv.accepted_by_name })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOR[inv.status]} label={t(`companies.invitations.status.${inv.status}`)} />
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDateTime(inv.expires_at, i18n.language)}</TableCell>
              <TableCell align="right">
                {inv.status !== 'accepted' && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void withdraw(inv.uuid)}
                    aria-label={t('companies.invitations.withdrawLabel', { target: inv.target })}
                  >
                    {t('companies.invitations.withdraw')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </PanelList>
      </CardContent>
    </Card>
  );
}
