// The avatar menu in the header (SPEC §2): the user's name and e-mail, Dashboard, and a red Logout with its toasts.
import { Avatar, Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from '../lib/router/hooks.ts';
import type { User } from '@forecourt/contracts/user';
import { useDispatch } from 'react-redux';
import { displayName, forgetSession, useLogoutMutation } from '../lib/session-api.ts';
import type { AppDispatch } from '../lib/store.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useFeedback } from '../lib/feedback.tsx';

/** `showName`: on a wide screen the name sits beside the avatar. */
export function UserMenu({ user, showName }: { user: User; showName: boolean }) {
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const [logout] = useLogoutMutation();

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

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={`Account menu: ${displayName(user)}`} style={{ height: 48, paddingInline: 8 }}>
        <Avatar icon={<UserOutlined />} style={{ backgroundColor: '#004225' }} />
        {showName && <span style={{ fontWeight: 500 }}>{displayName(user)}</span>}
      </Button>
    </Dropdown>
  );
}
