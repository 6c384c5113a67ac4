// antd's classes and CSS variables of a component, as its own component gives them, for the places that draw antd's
// markup without antd's component (the sidebar's inline menu, the forms' layout): the class prefix ('ant-menu'), the
// hashed and CSS-variable classes its style hook (`antd/es/<component>/style`) registers, and the root class.
import { useContext } from 'react';
import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';

/** antd's style hook of one component: `antd/es/menu/style`, `antd/es/form/style`… */
export type AntdStyleHook = (prefixCls: string, rootCls?: string) => readonly [hashId: string, cssVarCls: string];

export function useAntdClasses(component: string, useStyle: AntdStyleHook): { prefixCls: string; classes: string[] } {
  const prefixCls = useContext(ConfigContext).getPrefixCls(component);
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  return { prefixCls, classes: [hashId, cssVarCls, rootCls] };
}

/** A class attribute of the names given, leaving out the ones not wanted (false, undefined, ''). */
export const names = (...classes: (string | false | undefined)[]): string => classes.filter(Boolean).join(' ');
