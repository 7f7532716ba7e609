// The trigger is the circle itself; the Avatar inside draws it, the button only adds focus and hover.
export const AVATAR_BUTTON =
  'flex size-10 items-center justify-center rounded-full shadow-sm [&>span]:transition-colors hover:[&>span]:bg-brand-700 data-[state=open]:[&>span]:bg-brand-800 disabled:cursor-wait';
