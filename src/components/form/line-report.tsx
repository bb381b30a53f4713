import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One refused line of an uploaded file: where ("Line 3") and why. */
export interface ReportLine {
  key: string | number;
  line: ReactNode;
  reason: string;
}

interface LineReportProps {
  lines: ReportLine[];
  /** The table's accessible name. */
  label: string;
  lineHeader: string;
  reasonHeader: string;
  /** The test id of each row. */
  rowTestId: string;
  maxHeight?: number;
}

/** The line-by-line report of a refused upload (CSV/XLSX): a scrolling table with a sticky header. */
export function LineReport({ lines, label, lineHeader, reasonHeader, rowTestId, maxHeight = 300 }: LineReportProps) {
  return (
    <Box sx={{ maxHeight, overflow: 'auto', bgcolor: 'background.paper', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 110 }}>{lineHeader}</TableCell>
            <TableCell>{reasonHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.key} data-testid={rowTestId}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{l.line}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{l.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
