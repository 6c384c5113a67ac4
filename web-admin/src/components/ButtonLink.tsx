// An antd button that is a link to a staff route ('Add New Car', 'Back to Campervans', 'Back to Login'): a real
// <a href> for the keyboard, screen readers and a new tab, but a plain click moves within the app without reloading,
// as a transition drawn after the tap's own frame (as Link's).
import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from '../lib/router/hooks.ts';
import { moveOnPlainClick } from '../lib/router/Link.tsx';

interface Props extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
  children: ReactNode;
}

export function ButtonLink({ to, children, ...rest }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => moveOnPlainClick(event, () => navigate(to));
  return (
    <Button {...rest} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
