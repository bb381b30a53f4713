import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import { ErrorPage } from './error-page';

export default function UnauthorizedPage() {
  return <ErrorPage name="unauthorized" icon={<BlockRoundedIcon />} code="403" />;
}
