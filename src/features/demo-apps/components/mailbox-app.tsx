// The mailbox: the sample threads (GET /apps/mailbox) by folder, with starred and important views.
// Opening a thread shows its emails and marks it read; the flags change here, in the screen's memory
// (the template's mock has no call that changes them).
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import LabelImportantRoundedIcon from '@mui/icons-material/LabelImportantRounded';
import ReportGmailerrorredRoundedIcon from '@mui/icons-material/ReportGmailerrorredRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../../lib/use-async';
import { demoApi } from '../api/demo-api';
import type { MAIL_FOLDERS, MailThread } from '../mock/types';
import { LoadState, Panel } from './demo-parts';

type View = (typeof MAIL_FOLDERS)[number] | 'starred' | 'important';

const ICONS: Record<View, ReactNode> = {
  inbox: <InboxRoundedIcon />,
  sent: <SendRoundedIcon />,
  spam: <ReportGmailerrorredRoundedIcon />,
  trash: <DeleteOutlineRoundedIcon />,
  starred: <StarRoundedIcon />,
  important: <LabelImportantRoundedIcon />,
};

export const inView = (m: MailThread, view: View) => (view === 'starred' ? m.starred : view === 'important' ? m.important : m.folder === view);

export function MailboxApp() {
  const { t, i18n } = useTranslation();
  const mail = useAsync(() => demoApi.mailbox(), []);
  const [view, setView] = useState<View>('inbox');
  const [openId, setOpenId] = useState<number | null>(null);
  const threads = (mail.data ?? []).filter((m) => inView(m, view)).sort((a, b) => b.dateTime.localeCompare(a.dateTime));
  const open = mail.data?.find((m) => m.id === openId) ?? null;
  const change = (id: number, patch: Partial<MailThread>) => mail.setData((list) => list?.map((m) => (m.id === id ? { ...m, ...patch } : m)) ?? list);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const choose = (m: MailThread) => {
    setOpenId(m.id);
    if (m.unread) change(m.id, { unread: false });
  };

  return (
    <Panel label={t('backoffice:menu.demo.mailbox')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '210px 380px 1fr' }, minHeight: 560 }}>
      <Box component="nav" aria-label={t('demo:mailbox.folders')} sx={{ borderRight: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <List dense sx={{ p: 1 }}>
          {(['inbox', 'sent', 'spam', 'trash', 'starred', 'important'] as const).map((v) => {
            const unread = (mail.data ?? []).filter((m) => inView(m, v) && m.unread).length;
            return (
              <ListItemButton key={v} selected={view === v} onClick={() => { setView(v); setOpenId(null); }} sx={{ borderRadius: 2, mb: 0.25 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[v]}</ListItemIcon>
                <ListItemText primary={t(`demo:mailbox.view.${v}`)} slotProps={{ primary: { fontWeight: view === v ? 700 : 500 } }} />
                {unread > 0 && <Chip size="small" color="primary" label={unread} aria-label={t('demo:mailbox.unreadCount', { count: unread })} />}
              </ListItemButton>
            );
          })}
        </List>
      </Box>
      <Box sx={{ borderRight: 1, borderColor: 'divider', overflow: 'auto', maxHeight: 640 }}>
        <LoadState loading={mail.loading && !mail.data} error={mail.error} onRetry={mail.reload} />
        {mail.data && threads.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('demo:mailbox.empty')}
          </Typography>
        )}
        <List disablePadding aria-label={t(`demo:mailbox.view.${view}`)}>
          {threads.map((m) => (
            <Box key={m.id} component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', display: 'flex', alignItems: 'flex-start' }}>
              <IconButton
                size="small"
                aria-label={m.starred ? t('demo:mailbox.unstar') : t('demo:mailbox.star')}
                aria-pressed={m.starred}
                onClick={() => change(m.id, { starred: !m.starred })}
                sx={{ mt: 1.25, ml: 0.75, color: m.starred ? 'warning.main' : 'text.secondary' }}
              >
                {m.starred ? <StarRoundedIcon fontSize="small" /> : <StarBorderRoundedIcon fontSize="small" />}
              </IconButton>
              <ListItemButton selected={m.id === openId} onClick={() => choose(m)} sx={{ alignItems: 'flex-start', py: 1.25, pl: 1 }} data-testid="mail-thread">
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                    <Typography noWrap sx={{ flex: 1, fontWeight: m.unread ? 700 : 500 }}>
                      {m.from}
                    </Typography>
                    {m.attachment && <AttachFileRoundedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-label={t('demo:mailbox.hasAttachment')} />}
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {when(m.dateTime)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" noWrap sx={{ fontWeight: m.unread ? 700 : 500 }}>
                    {m.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {m.detail}
                  </Typography>
                  {m.tags.length > 0 && (
                    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                      {m.tags.map((tag) => (
                        <Chip key={tag.title} size="small" label={tag.title} sx={{ bgcolor: tag.bg, color: tag.text, height: 20, fontSize: '0.7rem' }} />
                      ))}
                    </Stack>
                  )}
                </Box>
              </ListItemButton>
            </Box>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 3, minWidth: 0 }}>
        {!open ? (
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', textAlign: 'center' }} spacing={1}>
            <InboxRoundedIcon sx={{ fontSize: 48, opacity: 0.5 }} />
            <Typography>{t('demo:mailbox.pick')}</Typography>
          </Stack>
        ) : (
          <Box component="article" aria-label={open.title}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {open.title}
              </Typography>
              {open.important && <Chip size="small" color="warning" icon={<LabelImportantRoundedIcon />} label={t('demo:mailbox.view.important')} />}
              <Chip size="small" variant="outlined" label={t(`demo:mailbox.view.${open.folder}`)} />
            </Stack>
            {open.emails.map((e, i) => (
              <Box key={i}>
                {i > 0 && <Divider sx={{ my: 2 }} />}
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                  <Avatar src={e.thumb} alt="" />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 650 }}>{e.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {e.address}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {e.date} {e.time}
                  </Typography>
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{e.content}</Typography>
                {e.attachments.length > 0 && (
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                    {e.attachments.map((a) => (
                      <Chip key={a.title} icon={<AttachFileRoundedIcon />} variant="outlined" label={`${a.title} · ${a.size}`} />
                    ))}
                  </Stack>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Panel>
  );
}
