import type { EmailSignupRequest, LoginRequest, User } from '../../../../contracts/auth.ts';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import type { FieldErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useEmailSignup } from '../api/email-signup.ts';
import { useLogin } from '../api/login.ts';

type ShowErrors<K extends string> = (errors: FieldErrors<K>) => void;

/*
 * These await the mutation instead of passing callbacks to mutate(): a successful sign-in swaps
 * the page to its signed-in view, which may unmount the form before mutate()'s callbacks run.
 */

/** Sign-up with its messages (SPEC §8 "Account"): 'Account Created!' or 'Signup Failed'. */
export function useEmailSignupAction(appName: string, onSignedUp?: (user: User) => void) {
  const signup = useEmailSignup();
  async function submit(
    request: EmailSignupRequest,
    showErrors: ShowErrors<keyof EmailSignupRequest>,
  ) {
    let user: User;
    try {
      user = await signup.mutateAsync(request);
    } catch (error) {
      const message = serverMessageOr(error, 'Failed to create account');
      toast({ title: 'Signup Failed', description: message, variant: 'destructive' });
      // A taken address: say so where the address is typed, too.
      if (error instanceof ApiError && error.code === 'conflict') showErrors({ email: message });
      return;
    }
    toast({
      title: 'Account Created!',
      description: `Welcome to ${appName}. You can now access all features.`,
    });
    onSignedUp?.(user);
  }
  return { submit, isPending: signup.isPending };
}

/** Email sign-in: a wrong email or password is shown under the password field. */
export function useLoginAction(onSignedIn?: (user: User) => void) {
  const login = useLogin();
  async function submit(request: LoginRequest, showErrors: ShowErrors<keyof LoginRequest>) {
    let user: User;
    try {
      user = await login.mutateAsync(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        showErrors({ password: serverMessageOr(error, 'Email or password is incorrect') });
        return;
      }
      toast({
        title: 'Sign In Failed',
        description: serverMessageOr(error, 'Failed to sign in'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Signed In',
      description: user.firstName ? `Welcome back, ${user.firstName}.` : 'Welcome back.',
    });
    onSignedIn?.(user);
  }
  return { submit, isPending: login.isPending };
}
