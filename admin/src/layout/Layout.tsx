import { Layout, type LayoutProps } from 'react-admin';
import { AppMenu } from './Menu';

export function AppLayout({ children }: LayoutProps) {
  return <Layout menu={AppMenu}>{children}</Layout>;
}
