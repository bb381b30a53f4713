// The one row a list table shows when there is nothing to list.
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export function EmptyRow({ colSpan, testId, children }: { colSpan: number; testId?: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} data-testid={testId}>
        {children}
      </TableCell>
    </TableRow>
  );
}
