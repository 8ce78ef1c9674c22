import { useCallback } from 'react';
import { toast } from '../../../lib/toast.ts';
import { isAbortError, tribeUrl } from '../lib/tribe-link.ts';

interface ShareableTribe {
  name: string;
  slug: string;
}

/** Put a tribe's link on the clipboard, with SPEC §8's toasts. */
export async function copyTribeLink(slug: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(tribeUrl(slug));
    toast({ title: 'Link copied!', description: 'Share this link with your tribe members' });
    return true;
  } catch {
    toast({
      title: 'Failed to copy',
      description: 'Please copy the link manually',
      variant: 'destructive',
    });
    return false;
  }
}

/**
 * The system share sheet where the browser has one; elsewhere the link is copied instead, so
 * Share always does something. A failed share is only logged (SPEC §8): the person may simply
 * have closed the sheet, and Copy Link sits beside it.
 */
export async function shareTribe(tribe: ShareableTribe): Promise<void> {
  const url = tribeUrl(tribe.slug);
  if (typeof navigator.share !== 'function') {
    await copyTribeLink(tribe.slug);
    return;
  }
  try {
    await navigator.share({
      title: tribe.name,
      text: `Join the Tribe: ${tribe.name}, a free community.`,
      url,
    });
  } catch (error) {
    if (!isAbortError(error)) console.warn('Sharing the tribe link failed', error);
  }
}

/** Copy and share callbacks for one tribe. */
export function useTribeLink(tribe: ShareableTribe) {
  const { name, slug } = tribe;
  const copy = useCallback(() => copyTribeLink(slug), [slug]);
  const share = useCallback(() => shareTribe({ name, slug }), [name, slug]);
  return { url: tribeUrl(slug), copy, share };
}
