import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link2, Mail, MessageCircle, Share2 } from 'lucide-react';
import { COMMUNITY_MESSAGES, type ShareChannel } from '../../../core/community-rules.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { buildShareUrl, type ShareInput, type ShareTarget } from './share-links.ts';

const ITEM =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

const TARGETS: { target: ShareTarget; label: string }[] = [
  { target: 'linkedin', label: 'Share on LinkedIn' },
  { target: 'twitter', label: 'Share on Twitter' },
  { target: 'whatsapp', label: 'Share on WhatsApp' },
  { target: 'email', label: 'Share via Email' },
];

function TargetIcon({ target }: { target: ShareTarget }) {
  if (target === 'email') return <Mail className="size-4 text-slate-600" aria-hidden="true" />;
  if (target === 'whatsapp') return <MessageCircle className="size-4 text-slate-600" aria-hidden="true" />;
  // Brand marks as letters: lucide dropped brand icons, and a letter reads the same at this size.
  return (
    <span aria-hidden="true" className="w-4 text-center text-xs font-bold text-slate-600">
      {target === 'linkedin' ? 'in' : 'X'}
    </span>
  );
}

/** Copies with the async Clipboard API; false when the browser refuses (insecure page, no permission). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * SPEC share options: LinkedIn, Twitter (with hashtags), WhatsApp, e-mail (mailto) and copy link with
 * its two toasts. `onShared` lets the post count the share (it never blocks the share itself).
 */
export function ShareMenu({
  share,
  onShared,
  size = 'sm',
}: {
  share: ShareInput;
  onShared?: (channel: ShareChannel) => void;
  size?: 'sm' | 'md';
}) {
  async function copyLink() {
    if (await copyText(share.url)) {
      toast.success(COMMUNITY_MESSAGES.linkCopied);
      onShared?.('copy_link');
    } else {
      toast.error(COMMUNITY_MESSAGES.failedToCopyLink);
    }
  }

  return (
    // Non-modal for the same reason as the account menu: the modal variant's injected style breaks the CSP.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses({ variant: 'ghost', size })} aria-label="Share post">
        <Share2 className="size-4" aria-hidden="true" />
        <span>Share</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        loop
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className="z-50 w-56 max-w-[calc(100vw-1rem)] animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {TARGETS.map(({ target, label }) => (
          <DropdownMenu.Item key={target} asChild className={ITEM}>
            <a
              href={buildShareUrl(target, share)}
              target={target === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              onClick={() => onShared?.(target)}
            >
              <TargetIcon target={target} />
              {label}
            </a>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={ITEM} onSelect={() => void copyLink()}>
          <Link2 className="size-4 text-slate-600" aria-hidden="true" />
          Copy link
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
