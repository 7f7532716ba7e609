export { ProfileView } from './profile-view.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
