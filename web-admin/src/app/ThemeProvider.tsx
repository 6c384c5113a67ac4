// Ant Design for the yard tablet: the dealership's green, New Zealand English, and controls at least 44 px high so
// every touch target is large enough for a finger; no animation for someone whose device asks for less motion.
// FeedbackProvider gives every screen its notifications.
// Zero-runtime styles: antd's stylesheet is a static file built with the app (main.tsx imports it), so the tablet's
// CPU never generates CSS while a screen opens; the theme below reaches it as CSS variables.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { FeedbackProvider } from '../lib/feedback.tsx';

const TOUCH = 44;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider
      locale={enGB}
      theme={{
        zeroRuntime: true,
        token: {
          colorPrimary: '#004225',
          colorLink: '#004225',
          // antd's default red (#ff4d4f) is too pale for text on white; this one passes WCAG AA.
          colorError: '#c62828',
          // Likewise antd's pale grey for secondary text (45 % black) is lifted to pass on white and on the page.
          colorTextDescription: 'rgba(0, 0, 0, 0.62)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
          // …and the placeholder of a drop-down with nothing chosen ('Any vehicle'), which is text a person reads.
          colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
          borderRadius: 8,
          controlHeight: TOUCH,
          fontSize: 15,
          motion: !reduceMotion,
        },
        components: {
          Menu: {
            itemHeight: 48,
            itemMarginBlock: 4,
            itemSelectedBg: '#e3efe6',
            itemSelectedColor: '#004225',
            itemHoverBg: '#f0f5f1',
            itemActiveBg: '#d5e8da',
          },
          Dropdown: { paddingBlock: 12 },
          Layout: { headerHeight: 64, siderBg: '#ffffff', headerBg: '#ffffff', headerPadding: '0 16px', bodyBg: '#f5f6f4' },
          // A chosen row in the dealership's pale green, on which text keeps its contrast (antd derives a darker one).
          Table: { cellPaddingBlock: 12, rowSelectedBg: '#eef5f0', rowSelectedHoverBg: '#e3efe6', rowHoverBg: '#f3f7f4' },
        },
      }}
    >
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}
