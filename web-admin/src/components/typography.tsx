// antd's Typography as the frame of every screen draws it (the header's name, each screen's heading and its line under
// it, the campervan form's tips): the same elements with antd's classes (antd-classes.ts), without the component
// behind them. antd's Typography carries a text's copy button, edit box and measured ellipsis (about 3 KB gzip), which
// none of these uses; the screens that draw texts with those parts' options use antd's own.
import type { CSSProperties, ReactNode } from 'react';
import useTypographyStyle from 'antd/es/typography/style';
import { names, useAntdClasses } from './antd-classes.ts';

interface Props {
  /** antd's `type`: 'secondary' draws the text in the lighter grey. */
  type?: 'secondary';
  style?: CSSProperties;
  id?: string;
  children: ReactNode;
}

function useTypographyClass(type: Props['type']) {
  const { prefixCls, classes } = useAntdClasses('typography', useTypographyStyle);
  // The root class is the CSS-variable class here, as antd's Typography gives it once.
  return names(prefixCls, type && `${prefixCls}-${type}`, ...new Set(classes));
}

/** antd's Typography.Title: a heading of `level` 1–5. */
export function Title({ level, type, style, id, children }: Props & { level: 1 | 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={useTypographyClass(type)} style={style}>
      {children}
    </Heading>
  );
}

/** antd's Typography.Paragraph. */
export function Paragraph({ type, style, id, children }: Props) {
  return (
    <div id={id} className={useTypographyClass(type)} style={style}>
      {children}
    </div>
  );
}

/** antd's Typography.Text, `strong` in bold. */
export function Text({ type, strong, style, id, children }: Props & { strong?: boolean }) {
  return (
    <span id={id} className={useTypographyClass(type)} style={style}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}
