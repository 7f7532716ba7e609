/** Toast calls for forms and menus; the <Toaster> in the root layout shows them. */
export { toast } from 'sonner';
