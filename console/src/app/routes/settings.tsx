import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';

/** /settings (the dashboard hero's button): the preferences live in the profile's Notificações tab. */
export default function SettingsRoute() {
  return <Navigate to={`${paths.profile.path}?aba=notificacoes`} replace />;
}
