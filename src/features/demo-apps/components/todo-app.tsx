// The to-do list: the sample tasks (GET /apps/tasks), Active or Done, with a trash for the deleted
// ones. Ticking, moving to the trash and restoring are PUTs, a new task a POST, emptying one from the
// trash a DELETE; each answers the full list.
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteForeverRoundedIcon from '@mui/icons-material/DeleteForeverRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import RestoreFromTrashRoundedIcon from '@mui/icons-material/RestoreFromTrashRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../../lib/use-async';
import { demoApi } from '../api/demo-api';
import type { Task } from '../mock/types';
import { ChangeError, LoadState, Panel, useChange } from './demo-parts';

type Filter = 'active' | 'done' | 'trash';
export const inFilter = (task: Task, filter: Filter) =>
  filter === 'trash' ? task.deleted : !task.deleted && task.status === (filter === 'done' ? 'Done' : 'Active');

export function TodoApp() {
  const { t } = useTranslation();
  const tasks = useAsync(() => demoApi.tasks.list(), []);
  const [filter, setFilter] = useState<Filter>('active');
  const [title, setTitle] = useState('');
  const all = tasks.data ?? [];
  const shown = all.filter((task) => inFilter(task, filter));
  // A failed change says so above the list; a failed add keeps the title typed.
  const changing = useChange();
  const keep = (list: Task[]) => tasks.setData(() => list);
  const update = (task: Task) => changing.run(async () => keep(await demoApi.tasks.put(task)), 'changeFailed');
  const erase = (id: number) => changing.run(async () => keep(await demoApi.tasks.remove(id)), 'deleteFailed');
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || changing.busy) return;
    void changing.run(async () => {
      const list = await demoApi.tasks.add({ title: title.trim(), detail: '', status: 'Active', tags: [], deleted: false });
      tasks.setData(() => list);
      setTitle('');
      setFilter('active');
    });
  };

  return (
    <Panel label={t('backoffice:menu.demo.todo')} sx={{ maxWidth: 880 }}>
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1.5, p: 2.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          fullWidth
          label={t('demo:todo.newTask')}
          placeholder={t('demo:todo.placeholder')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" variant="contained" startIcon={<AddRoundedIcon />} sx={{ flexShrink: 0 }}>
          {t('demo:todo.add')}
        </Button>
      </Box>
      <Tabs
        value={filter}
        onChange={(_e, v: Filter) => setFilter(v)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t('demo:todo.filters')}
      >
        {(['active', 'done', 'trash'] as const).map((f) => (
          <Tab key={f} value={f} label={`${t(`demo:todo.filter.${f}`)} (${all.filter((task) => inFilter(task, f)).length})`} />
        ))}
      </Tabs>
      <ChangeError error={changing.error} onClose={changing.clear} sx={{ mx: 2.5, mt: 2 }} />
      <LoadState loading={tasks.loading && !tasks.data} error={tasks.error} onRetry={tasks.reload} />
      {tasks.data && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {t('demo:todo.empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t(`demo:todo.filter.${filter}`)}>
        {shown.map((task) => (
          <Stack
            key={task.id}
            component="li"
            direction="row"
            spacing={1.5}
            data-testid="todo-item"
            sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Checkbox
              checked={task.status === 'Done'}
              disabled={task.deleted}
              onChange={() => void update({ ...task, status: task.status === 'Done' ? 'Active' : 'Done' })}
              slotProps={{ input: { 'aria-label': t('demo:todo.markDone', { title: task.title }) } }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                sx={{
                  fontWeight: 600,
                  textDecoration: task.status === 'Done' ? 'line-through' : 'none',
                  color: task.status === 'Done' ? 'text.secondary' : 'text.primary',
                }}
              >
                {task.title}
              </Typography>
              {task.detail && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {task.detail}
                </Typography>
              )}
            </Box>
            {task.tags.map((tag) => (
              <Chip key={tag.title} size="small" label={tag.title} sx={{ bgcolor: tag.bg, color: 'text.primary' }} />
            ))}
            {task.deleted ? (
              <>
                <Tooltip title={t('demo:todo.restore')}>
                  <IconButton aria-label={t('demo:todo.restore')} onClick={() => void update({ ...task, deleted: false })}>
                    <RestoreFromTrashRoundedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('demo:todo.deleteForever')}>
                  <IconButton aria-label={t('demo:todo.deleteForever')} color="error" onClick={() => void erase(task.id)}>
                    <DeleteForeverRoundedIcon />
                  </IconButton>
                </Tooltip>
              </>
            ) : (
              <Tooltip title={t('demo:todo.moveToTrash')}>
                <IconButton aria-label={t('demo:todo.moveToTrash')} onClick={() => void update({ ...task, deleted: true })}>
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ))}
      </Box>
    </Panel>
  );
}
