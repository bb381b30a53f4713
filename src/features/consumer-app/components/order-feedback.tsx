import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../server/contracts/orders';
import { sendFeedback, sendReview } from '../api/orders-api';

/** After completion: a rating of the order, and one of each product in it. */
export function OrderFeedback({ order, onSent }: { order: OrderDetail; onSent: () => void }) {
  const { t } = useTranslation();
  const reviewed = new Set((order.reviews ?? []).map((r) => r.product_uuid));
  const products = order.items.filter((i): i is typeof i & { product_uuid: string } => Boolean(i.product_uuid));
  const seen = new Set<string>();
  const unique = products.filter((p) => (seen.has(p.product_uuid) ? false : (seen.add(p.product_uuid), true)));
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="feedback-title">
      <CardContent>
        <Typography id="feedback-title" sx={{ fontWeight: 700 }}>
          {t('consumer:feedback.title')}
        </Typography>
        {order.feedback ? (
          <Box sx={{ mt: 1 }} data-testid="feedback-given">
            <Rating value={order.feedback.rating} readOnly />
            {order.feedback.comment && <Typography color="text.secondary">{order.feedback.comment}</Typography>}
          </Box>
        ) : (
          <RateForm
            label={t('consumer:feedback.orderLabel')}
            testid="feedback-form"
            onSubmit={(rating, comment) => sendFeedback(order.uuid, rating, comment).then(onSent)}
          />
        )}
        {unique.length > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('consumer:feedback.products')}</Typography>
            <Stack spacing={2}>
              {unique.map((item) => {
                const review = order.reviews?.find((r) => r.product_uuid === item.product_uuid);
                return (
                  <Box key={item.product_uuid}>
                    <Typography>{item.name}</Typography>
                    {reviewed.has(item.product_uuid) && review ? (
                      <Rating value={review.rating} readOnly size="small" />
                    ) : (
                      <RateForm
                        label={t('consumer:feedback.productLabel', { name: item.name })}
                        testid="review-form"
                        small
                        onSubmit={(rating, comment) => sendReview(order.uuid, item.product_uuid, rating, comment).then(onSent)}
                      />
                    )}
                  </Box>
                );
              })}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RateForm({ label, onSubmit, small, testid }: {
  label: string;
  onSubmit: (rating: number, comment: string) => Promise<unknown>;
  small?: boolean;
  testid: string;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Box
      component="form"
      data-testid={testid}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!rating) return;
        setBusy(true);
        setError(null);
        try {
          await onSubmit(rating, comment.trim());
        } catch (err) {
          setError(err instanceof Error ? err.message : String(err));
        } finally {
          setBusy(false);
        }
      }}
      sx={{ mt: 1 }}
    >
      <Rating value={rating} onChange={(_e, v) => setRating(v)} size={small ? 'medium' : 'large'} aria-label={label} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          size="small"
          label={t('consumer:feedback.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !rating}>
          {t('consumer:feedback.send')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
