import { lazy, Suspense, useState, type ComponentProps } from 'react';

const PostDialogForm = lazy(() =>
  import('./post-dialog.tsx').then((module) => ({ default: module.PostDialog })),
);

/**
 * The create/edit post dialog, loaded when it first opens: its form checks drafts with core's zod schema,
 * which a page showing posts does not need (decision 022). Once opened it stays mounted, so a draft closed
 * by mistake is still there when the dialog opens again.
 */
export function PostDialog(props: ComponentProps<typeof PostDialogForm>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PostDialogForm {...props} />
    </Suspense>
  );
}
