export { ProfileView } from './profile-view.tsx';
