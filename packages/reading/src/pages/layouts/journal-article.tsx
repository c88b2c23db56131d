import { Outlet } from 'react-router';

export function JournalArticleLayoutPage() {
  return <Outlet />;
}
