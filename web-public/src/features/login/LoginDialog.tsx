// The footer's login dialog (SPEC §2 'Login dialog', §5, §8): Username, Password, 'Remember me' (a 30-day session),
// 'Forgot Password', 'Sign In' / 'Signing in...'. Loaded only when opened, so the home page's first script stays small.
import { useState, type FormEvent } from 'react';
import type { User } from '@forecourt/contracts/user';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/FormField.tsx';
import { useToast } from '../../components/Toaster.tsx';
import { api, serverMessage } from '../../lib/api.ts';
import './login-dialog.css';

/** Long enough to read the welcome before the staff app replaces this page. */
const WELCOME_MS = 700;

export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!username.trim() || !password) {
      toast({ title: 'Invalid input', description: 'Please enter both username and password.', variant: 'destructive' });
      return;
    }
    setPending(true);
    let user: User;
    try {
      user = await api<User>('/api/login', { method: 'POST', json: { username: username.trim(), password, remember } });
    } catch (err) {
      // The dialog stays open with what was typed, so one wrong letter is one fix away.
      setPending(false);
      toast({ title: 'Login failed', description: serverMessage(err) ?? 'Invalid username or password', variant: 'destructive' });
      return;
    }
    toast({ title: 'Login successful', description: `Welcome back, ${user.firstName || user.username}!` });
    onClose();
    // The dashboard is the staff app, another page altogether.
    window.setTimeout(() => window.location.assign('/dashboard'), WELCOME_MS);
  };

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title="Login" size="md">
      <form className="login-dialog" onSubmit={onSubmit} noValidate>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          data-autofocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="login-dialog__row">
          <label className="login-dialog__remember">
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          <a className="login-dialog__forgot" href="/reset-password">
            Forgot Password
          </a>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </Dialog>
  );
}
