// The template demo apps (issue 19; spec section 1): calendar, mailbox, to-do, data table, contacts,
// chat, notifications and a product list on sample data from an in-memory mock layer. One screen for
// /apps (the overview) and /apps/:app; the menu's "Demo apps" group has an entry for each
// (src/config/demo-apps.ts). Admins only, and only in a build with DEMO_APPS (scripts/demo-apps-build.ts).
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import ContactsRoundedIcon from '@mui/icons-material/ContactsRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import CampaignRoundedIcon from '@mui/icons-material/CampaignRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layouts/page-header';
import { DEMO_APPS, demoAppPath, demoAppsPath, type DemoApp } from '../../../config/demo-apps';
import { useAsync } from '../../../lib/use-async';
import { usePageTitle } from '../../../lib/use-page-title';
import { demoApi } from '../api/demo-api';
import { sampleServer } from '../api/demo-client';
import { useDemoWords } from '../demo-words';
import { CalendarApp } from './calendar-app';
import { ChatApp } from './chat-app';
import { ContactsApp } from './contacts-app';
import { DatatableApp } from './datatable-app';
import { Panel } from './demo-parts';
import { MailboxApp } from './mailbox-app';
import { NotificationsApp } from './notifications-app';
import { ProductsApp } from './products-app';
import { TodoApp } from './todo-app';

const APPS: Record<DemoApp, { icon: ReactElement; Screen: () => ReactElement }> = {
  calendar: { icon: <CalendarMonthRoundedIcon />, Screen: CalendarApp },
  mailbox: { icon: <MailRoundedIcon />, Screen: MailboxApp },
  todo: { icon: <ChecklistRoundedIcon />, Screen: TodoApp },
  datatable: { icon: <TableChartRoundedIcon />, Screen: DatatableApp },
  contacts: { icon: <ContactsRoundedIcon />, Screen: ContactsApp },
  chat: { icon: <ChatRoundedIcon />, Screen: ChatApp },
  notifications: { icon: <CampaignRoundedIcon />, Screen: NotificationsApp },
  products: { icon: <StorefrontRoundedIcon />, Screen: ProductsApp },
};

export default function DemoAppsPage() {
  useDemoWords();
  const { t } = useTranslation();
  const app = useParams()['*'] || undefined;
  const current = DEMO_APPS.find((a) => a === app);
  const title = current ? t(`backoffice:menu.demo.${current}`) : t('backoffice:menu.demoApps');
  usePageTitle(title);
  if (app && !current) return <Navigate to={demoAppsPath} replace />;
  const Screen = current ? APPS[current].Screen : Overview;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={current ? t(`demo:apps.${current}.description`) : t('demo:subtitle')}
        overline={<Chip size="small" color="secondary" variant="outlined" label={t('demo:sampleData')} sx={{ mb: 1 }} />}
      />
      <Screen />
    </>
  );
}

/** The apps as cards, the sample team (GET /users) and a call the mock layer passes through to the real server. */
function Overview() {
  const { t } = useTranslation();
  const me = useAsync(() => demoApi.me(), []);
  const users = useAsync(() => demoApi.users(), []);
  return (
    <Stack spacing={3}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
        component="ul"
        aria-label={t('backoffice:menu.demoApps')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {DEMO_APPS.map((a) => (
          <Card key={a} component="li" variant="outlined" sx={{ borderRadius: 3 }}>
            <CardActionArea
              component={Link}
              to={demoAppPath(a)}
              sx={{ p: 2.5, height: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  flexShrink: 0,
                }}
              >
                {APPS[a].icon}</Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t(`backoffice:menu.demo.${a}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`demo:apps.${a}.description`)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Panel label={t('demo:server.title')} sx={{ p: 2.5 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <CloudDoneRoundedIcon color="success" />
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
              {t('demo:server.title')}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('demo:server.body')}
          </Typography>
          {me.error ? (
            <Alert severity="warning">{t('demo:server.failed')}</Alert>
          ) : (
            <Typography data-testid="demo-server-user" sx={{ fontWeight: 600 }}>
              {me.data ? t('demo:server.signedIn', { name: me.data.name, email: me.data.email ?? me.data.mobile ?? '' }) : t('demo:server.asking')}
            </Typography>
          )}
        </Panel>
        <Panel label={t('demo:team.title')} sx={{ p: 2.5 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {t('demo:team.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('demo:team.body')}
          </Typography>
          <AvatarGroup max={8} sx={{ justifyContent: 'flex-end' }}>
            {users.data?.map((u) => (
              <Tooltip key={u.id} title={`${u.name} · ${u.role}`}>
                <Avatar src={u.thumb} alt={u.name} />
              </Tooltip>
            ))}
          </AvatarGroup>
        </Panel>
        <RefuseChanges />
      </Box>
    </Stack>
  );
}

/** The sample server's switch: while on, every change is refused, so each app shows how it says so. */
function RefuseChanges() {
  const { t } = useTranslation();
  const [refusing, setRefusing] = useState(sampleServer.refusing);
  const toggle = (on: boolean) => {
    sampleServer.refusing = on;
    setRefusing(on);
  };
  return (
    <Panel label={t('demo:refuse.title')} sx={{ p: 2.5, gridColumn: { md: '1 / -1' } }}>
      <FormControlLabel
        control={<Switch checked={refusing} onChange={(e) => toggle(e.target.checked)} color="warning" />}
        label={<Typography sx={{ fontWeight: 650 }}>{t('demo:refuse.title')}</Typography>}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('demo:refuse.body')}
      </Typography>
    </Panel>
  );
}
