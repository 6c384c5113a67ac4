// Ant Design's theme for the yard tablet: the dealership's green, controls at least 44 px high so every touch target
// is large enough for a finger, and no animation for someone whose device asks for less motion. The staff app draws
// with it (ThemeProvider.tsx), and its build works out the CSS variables it gives every component beforehand
// (antd-theme-at-build.ts), so the tablet's CPU does not while a screen opens.
import type { ThemeConfig } from 'antd';

const TOUCH = 44;

/**
 * The name the theme's CSS variables hang on, the same in the browser as in the build (left to antd, it is made from
 * React's useId, which names the same place differently on a server).
 */
export const THEME_KEY = 'css-var-staff';

export function staffTheme(reduceMotion: boolean): ThemeConfig {
  return {
    zeroRuntime: true,
    cssVar: { key: THEME_KEY },
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
      Layout: { headerHeight: 64, siderBg: '#ffffff', headerBg: '#ffffff', bodyBg: '#f5f6f4' },
      // A chosen row in the dealership's pale green, on which text keeps its contrast (antd derives a darker one).
      Table: { cellPaddingBlock: 12, rowSelectedBg: '#eef5f0', rowSelectedHoverBg: '#e3efe6', rowHoverBg: '#f3f7f4' },
    },
  };
}
