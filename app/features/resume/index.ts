/** Public face of the resume feature: the /resume page and what its route module needs. */
export { ResumePage } from './resume-page.tsx';
export { getResume } from './api/get-resume.ts';
export type { InitialResume } from './use-resume.ts';
