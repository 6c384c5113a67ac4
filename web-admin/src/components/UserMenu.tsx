// The avatar menu in the header (SPEC §2): the user's name and e-mail, Dashboard, and a red Logout with its toasts.
// The avatar is drawn with the screen; the pop-up's code (antd's Dropdown and menu, AccountMenu.tsx) comes once the
// tablet is idle, or at once when the avatar is tapped before then, and the menu opens as it arrives.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Avatar, Button } from 'antd';
import type { MenuProps } from 'antd';
import { DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from '../lib/router/hooks.ts';
import type { User } from '@forecourt/contracts/user';
import { useDispatch } from 'react-redux';
import { displayName, forgetSession, useLogoutMutation } from '../lib/session-api.ts';
import type { AppDispatch } from '../lib/store.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useFeedback } from '../lib/feedback.tsx';
import { onDemand } from '../lib/on-demand.ts';
import { usePreloadWhenIdle } from '../lib/preload-when-idle.ts';
import type { AccountMenuProps } from './AccountMenu.tsx';

const loadAccountMenu = onDemand(async () => (await import('./AccountMenu.tsx')).AccountMenu);

/** `showName`: on a wide screen the name sits beside the avatar. */
export function UserMenu({ user, showName }: { user: User; showName: boolean }) {
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const [logout] = useLogoutMutation();
  const [AccountMenu, setAccountMenu] = useState<ComponentType<AccountMenuProps> | null>(null);
  const [tapped, setTapped] = useState(false);
  const avatar = useRef<HTMLButtonElement>(null);
  // The avatar is drawn afresh inside the pop-up's trigger when its code comes: it keeps the keyboard's focus.
  const refocus = useRef(false);
  const fetchMenu = useCallback(
    () =>
      loadAccountMenu().then((part) => {
        refocus.current = document.activeElement === avatar.current;
        setAccountMenu(() => part);
      }),
    [],
  );
  usePreloadWhenIdle(fetchMenu);
  useEffect(() => {
    if (AccountMenu && refocus.current) avatar.current?.focus();
  }, [AccountMenu]);

  const signOut = async () => {
    const result = await logout();
    if ('error' in result) {
      notification.error({ title: 'Logout failed', description: errorMessage(result.error, 'Please try again.') });
      return;
    }
    // The goodbye first, while this menu is still on screen; then the session is forgotten and the login page shows.
    notification.success({ title: 'Logged out', description: 'You have been successfully logged out.' });
    dispatch(forgetSession());
    navigate('/auth', { replace: true });
  };

  const openBeforeItsCode = () => {
    setTapped(true);
    fetchMenu().catch(() => notification.error({ title: 'The account menu could not be opened', description: 'Check the connection and try again.' }));
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div style={{ lineHeight: 1.4 }}>
          <div style={{ fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{displayName(user)}</div>
          <div style={{ color: 'rgba(0,0,0,0.65)' }}>{user.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'dashboard', icon: <DashboardOutlined />, label: 'Dashboard', onClick: () => navigate('/dashboard') },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, onClick: () => void signOut() },
  ];

  const trigger = (
    <Button
      ref={avatar}
      type="text"
      aria-label={`Account menu: ${displayName(user)}`}
      aria-haspopup="menu"
      style={{ height: 48, paddingInline: 8 }}
      onClick={AccountMenu ? undefined : openBeforeItsCode}
    >
      <Avatar icon={<UserOutlined />} style={{ backgroundColor: '#004225' }} />
      {showName && <span style={{ fontWeight: 500 }}>{displayName(user)}</span>}
    </Button>
  );
  return AccountMenu ? (
    <AccountMenu items={items} openAtFirst={tapped}>
      {trigger}
    </AccountMenu>
  ) : (
    trigger
  );
}
