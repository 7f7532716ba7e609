export { ProfileView, type InitialProfile } from './profile-view.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
