// The chat: the sample conversations (GET /apps/chat). Opening one with unread messages reads it
// (PUT read: its unread count returns to 0); a message is PUT addText, a file PUT addAttachments.
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../../lib/use-async';
import { demoApi } from '../api/demo-api';
import type { ChatItem } from '../mock/types';
import { ChangeError, LoadState, Panel, useChange } from './demo-parts';

/** The file the attach button adds (the demo has no upload). */
const SAMPLE_FILE = { name: 'menu-draft.pdf', size: '240 KB' };

export function ChatApp() {
  const { t } = useTranslation();
  const chats = useAsync(() => demoApi.chat.list(), []);
  const [openId, setOpenId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const open = chats.data?.find((c) => c.id === openId) ?? null;
  // A failed change says so under the conversation; a message that was not sent stays in its box.
  const changing = useChange();
  const change = (body: Parameters<typeof demoApi.chat.change>[0], then?: () => void) =>
    changing.run(async () => {
      const list = await demoApi.chat.change(body);
      chats.setData(() => list);
      then?.();
    }, 'changeFailed');
  const choose = (c: ChatItem) => {
    changing.clear();
    setOpenId(c.id);
    if (c.unread > 0) void change({ read: { id: c.id } });
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!open || !text.trim() || changing.busy) return;
    const sent = text;
    void change({ addText: { id: open.id, text: text.trim() } }, () => setText((now) => (now === sent ? '' : now)));
  };

  return (
    <Panel label={t('backoffice:menu.demo.chat')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, height: 600 }}>
      <Box sx={{ borderRight: 1, borderColor: 'divider', overflow: 'auto' }}>
        <LoadState loading={chats.loading && !chats.data} error={chats.error} onRetry={chats.reload} />
        <List aria-label={t('demo:chat.conversations')} sx={{ p: 1 }}>
          {chats.data?.map((c) => (
            <ListItemButton key={c.id} selected={c.id === openId} onClick={() => choose(c)} sx={{ borderRadius: 2, mb: 0.5 }} data-testid="chat-item">
              <ListItemAvatar>
                <Badge
                  overlap="circular"
                  variant="dot"
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  sx={{ '& .MuiBadge-badge': { bgcolor: c.status === 'Online' ? 'success.main' : 'grey.400', boxShadow: '0 0 0 2px #fff' } }}
                >
                  <Avatar src={c.thumb} alt="" />
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={c.name}
                secondary={c.last || t('demo:chat.attachment')}
                slotProps={{ primary: { sx: { fontWeight: c.unread ? 700 : 550 }, noWrap: true }, secondary: { noWrap: true } }}
              />
              {c.unread > 0 && (
                <Chip size="small" color="primary" label={c.unread} aria-label={t('demo:chat.unread', { count: c.unread })} data-testid="chat-unread" />
              )}
            </ListItemButton>
          ))}
        </List>
      </Box>
      {!open ? (
        <Stack sx={{ alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
          <Typography>{t('demo:chat.pick')}</Typography>
        </Stack>
      ) : (
        <Stack sx={{ minHeight: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Avatar src={open.thumb} alt="" />
            <Box>
              <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                {open.name}
              </Typography>
              <Typography variant="body2" color={open.status === 'Online' ? 'success.main' : 'text.secondary'}>
                {open.status === 'Online' ? t('demo:chat.online') : t('demo:chat.offline')}
              </Typography>
            </Box>
          </Stack>
          <Stack
            spacing={1.25}
            sx={{ flex: 1, overflow: 'auto', p: 2.5, bgcolor: 'action.hover' }}
            role="log"
            aria-label={t('demo:chat.messagesWith', { name: open.name })}
          >
            {open.messages.map((m, i) => {
              const mine = m.type === 'message';
              return (
                <Box key={i} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '70%' }} data-testid="chat-message">
                  <Box
                    sx={{
                      px: 1.75,
                      py: 1,
                      borderRadius: 2.5,
                      bgcolor: mine ? 'primary.main' : 'background.paper',
                      color: mine ? 'primary.contrastText' : 'text.primary',
                      boxShadow: 1,
                    }}
                  >
                    {m.text && <Typography variant="body2">{m.text}</Typography>}
                    {m.attachments.map((a) => (
                      <Stack key={a.name} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                        <AttachFileRoundedIcon sx={{ fontSize: 16 }} />
                        <Typography variant="body2">{`${a.name} · ${a.size}`}</Typography>
                      </Stack>
                    ))}
                  </Box>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: mine ? 'right' : 'left', mt: 0.25 }}>
                    {m.time}
                  </Typography>
                </Box>
              );
            })}
          </Stack>
          <ChangeError error={changing.error} onClose={changing.clear} sx={{ mx: 1.5, mt: 1.5 }} />
          <Stack component="form" onSubmit={send} direction="row" spacing={1} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
            <IconButton aria-label={t('demo:chat.attach')} onClick={() => void change({ addAttachments: { id: open.id, attachments: [SAMPLE_FILE] } })}>
              <AttachFileRoundedIcon />
            </IconButton>
            <TextField size="small" fullWidth label={t('demo:chat.message')} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
            <IconButton type="submit" color="primary" aria-label={t('demo:chat.send')} disabled={!text.trim()}>
              <SendRoundedIcon />
            </IconButton>
          </Stack>
        </Stack>
      )}
    </Panel>
  );
}
