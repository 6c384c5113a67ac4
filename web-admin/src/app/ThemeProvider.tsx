// Ant Design for the yard tablet (app/theme.ts), in New Zealand English, with no animation for someone whose device asks
// for less motion. FeedbackProvider gives every screen its notifications.
// Zero-runtime styles: antd's stylesheet is a static file built with the app (main.tsx imports it), and so are the CSS
// variables the theme gives it, so the tablet's CPU never generates CSS while a screen opens.
import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { FeedbackProvider } from '../lib/feedback.tsx';
import { staffTheme } from './theme.ts';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => staffTheme(reduceMotion), [reduceMotion]);
  return (
    <ConfigProvider locale={enGB} theme={theme}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}
