// What a screen, or a part of one, says when what it needs could not be fetched (its data, or its code on a tablet
// that does not hold the app yet): an alert, read out at once, with Try again and, where the part can be put away or
// left, a second way out (Close, Back to the list). The buttons are the theme's 44 px, one above the other beside the
// words where the alert is wide, in a row under the words where it is narrow (a phone; retry-alert.css).
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button } from 'antd';
import './retry-alert.css';

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
    <div className="retry-alert" style={style}>
      <Alert
        type="error"
        showIcon
        title={title}
        description={description}
        action={
          <div className="retry-alert-actions">
            {onRetry && (
              <Button onClick={onRetry} loading={retrying}>
                Try again
              </Button>
            )}
            {also}
          </div>
        }
      />
    </div>
  );
}

/** Where a part opened on demand says so unless told otherwise: at the foot of the screen's content, in view. */
const AT_THE_FOOT: CSSProperties = { position: 'sticky', bottom: 16, marginTop: 16 };

/** What a part opened on demand (a dialog, the menu) says over the screen when its code could not be fetched. */
export function OpeningFailed({ what, onRetry, onClose, style = AT_THE_FOOT }: { what: string; onRetry: () => void; onClose: () => void; style?: CSSProperties }) {
  return (
    <RetryAlert
      title={`${what} could not be opened. Check the connection, then try again.`}
      onRetry={onRetry}
      also={<Button onClick={onClose}>Close</Button>}
      style={{ zIndex: 1000, ...style }}
    />
  );
}
