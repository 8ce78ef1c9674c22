import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../../../lib/toast.ts';

/** How the payment page sent the person back (the server's success and cancel URLs). */
export type CheckoutReturn = 'success' | 'cancelled';

const CHECKOUT_PARAM = 'checkout';

function readReturn(search: string): CheckoutReturn | null {
  const value = new URLSearchParams(search).get(CHECKOUT_PARAM);
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * Reads `?checkout=success|cancelled` as the page opens (the payment page returns with a full
 * page load), thanks the person on success, and takes the parameter out of the address so a
 * reload or a shared link does not repeat it. Returns what happened, and a way to put the note
 * away.
 */
export function useCheckoutReturn({ planName }: { planName: string }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [result, setResult] = useState<CheckoutReturn | null>(() => readReturn(search));
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const next = readReturn(search);
    if (!next || handled.current === search) return;
    handled.current = search;
    if (next === 'success') {
      toast({
        title: 'Thank You!',
        description: `Welcome to ${planName}. Your subscription is being set up now.`,
      });
    }
    const params = new URLSearchParams(search);
    params.delete(CHECKOUT_PARAM);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate, planName]);

  return { result, dismiss: () => setResult(null) };
}
