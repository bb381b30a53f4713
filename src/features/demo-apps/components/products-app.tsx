// The product sample (GET /products of the mock layer, with the optional term): a search over name,
// description and category from 2 characters on, and the list with its sales, stock, tag and date.
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../../lib/use-async';
import { demoApi } from '../api/demo-api';
import { LoadState, Panel, TAG_COLORS, useSampleWord } from './demo-parts';

export function ProductsApp() {
  const { t } = useTranslation();
  const word = useSampleWord();
  const [term, setTerm] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term.trim()), 250);
    return () => clearTimeout(timer);
  }, [term]);
  const products = useAsync(() => demoApi.products(asked || undefined), [asked]);

  return (
    <Panel label={t('backoffice:menu.demo.products')}>
      <Stack direction="row" spacing={2} sx={{ p: 2.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('demo:common.search')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          sx={{ width: 320 }}
          helperText={t('demo:products.searchHint')}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> } }}
        />
        <Box sx={{ flex: 1 }} />
        {products.data && (
          <Typography color="text.secondary" sx={{ pt: 1 }} data-testid="product-count">
            {t('demo:products.count', { count: products.data.length })}
          </Typography>
        )}
      </Stack>
      <LoadState loading={products.loading && !products.data} error={products.error} onRetry={products.reload} />
      {products.data && (
        <Box sx={{ maxHeight: 560, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label={t('backoffice:menu.demo.products')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('demo:products.column.name')}</TableCell>
                <TableCell>{t('demo:products.column.category')}</TableCell>
                <TableCell align="right">{t('demo:products.column.sales')}</TableCell>
                <TableCell align="right">{t('demo:products.column.stock')}</TableCell>
                <TableCell>{t('demo:products.column.tag')}</TableCell>
                <TableCell>{t('demo:products.column.date')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.data.map((p) => (
                <TableRow key={p.id} hover data-testid="product-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {p.description}
                    </Typography>
                  </TableCell>
                  <TableCell>{p.category}</TableCell>
                  <TableCell align="right">{p.sales}</TableCell>
                  <TableCell align="right">{p.stock}</TableCell>
                  <TableCell>{p.tag ? <Chip size="small" color={TAG_COLORS[p.tag] ?? 'default'} label={word('tag', p.tag)} /> : '–'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.date}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {products.data.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {t('demo:common.noResults')}
            </Typography>
          )}
        </Box>
      )}
    </Panel>
  );
}
