// What a screen, or a part of one, says when what it needs could not be fetched (its data, or its code on a tablet
// that does not hold the app yet): an alert, read out at once, with Try again and, where the part can be put away or
// left, a second way out (Close, Back to the list) under it. The buttons are the theme's 44 px, one above the other,
// so they fit beside the words on a phone.
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button } from 'antd';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  /** Left out when trying again cannot help (a vehicle that does not exist): only `also` is offered. */
  onRetry?: () => void;
  /** Trying again: the button shows it is working. */
  retrying?: boolean;
  /** The second way out, under Try again. */
  also?: ReactNode;
  style?: CSSProperties;
}

export function RetryAlert({ title, description, onRetry, retrying, also, style }: Props) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      style={style}
      action={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {onRetry && (
            <Button onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          )}
          {also}
        </div>
      }
    />
  );
}
