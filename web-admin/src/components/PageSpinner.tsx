// The spinner shown while the signed-in user or a screen's code loads (SPEC §2 protected routes).
import { Flex, Spin } from 'antd';

export function PageSpinner({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 320 }} role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">Loading…</span>
    </Flex>
  );
}
