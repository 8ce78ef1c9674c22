import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLogout } from '../api/logout.ts';

/** Sign out in place (POST /api/logout), then go to / with the cache cleared. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'asChild'>) {
  const logout = useLogout();
  return (
    <Button
      variant="outline"
      {...props}
      aria-busy={logout.isPending}
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {logout.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
      Sign Out
    </Button>
  );
}
