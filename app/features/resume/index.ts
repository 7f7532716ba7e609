/** Public face of the resume feature: the /resume page and what its route module needs. */
export { ResumePage } from './resume-page.tsx';
export type { InitialResume } from './use-resume.ts';
