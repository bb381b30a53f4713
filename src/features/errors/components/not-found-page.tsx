import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { ErrorPage } from './error-page';

export default function NotFoundPage() {
  return <ErrorPage name="notFound" icon={<SearchOffRoundedIcon />} code="404" homeOnly />;
}
