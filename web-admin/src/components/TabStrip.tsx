// A strip of tabs over their panels, drawn as antd's Tabs draws itself (its classes, its CSS variables from antd's own
// style hook, the ink bar sliding under the chosen tab) without antd's Tabs: a vehicle's two tabs always fit, and want
// none of the tab library's scrolling, overflow menu and measuring of every tab (about 7 KB gzip on an edit screen).
// The keyboard works as antd's does: Left and Right (round from the last to the first) and Home and End move the focus
// along the tabs, Enter or Space chooses the focused one. A panel is drawn when its tab is first chosen, and kept (hidden)
// after, so nothing typed in it is lost by looking at another.
//
// A tap answers in its own frame: the chosen tab and its ink bar show at once, and the panels follow in the next render
// (React's deferred value), so a heavy panel (a vehicle's History) is not drawn between the tap and the screen's answer;
// the panel before stays in view until then.
import { useDeferredValue, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import useTabsStyle from 'antd/es/tabs/style';
import { names, useAntdClasses } from './antd-classes.ts';

export interface Tab<Key extends string> {
  key: Key;
  label: string;
  children: ReactNode;
}

/** Where the ink bar goes: under the middle of the chosen tab, as wide as it (antd's, in the list's own pixels). */
function inkUnder(tab: HTMLElement, list: HTMLElement): CSSProperties {
  const box = tab.getBoundingClientRect();
  // A scaled page (a pinch, a transform) makes the box and the tab's own pixels differ: the tab's own then count.
  const [width, left] = Math.abs(box.width - tab.offsetWidth) < 1 ? [box.width, box.left - list.getBoundingClientRect().left] : [tab.offsetWidth, tab.offsetLeft];
  return { width, left: left + width / 2, transform: 'translateX(-50%)' };
}

const sameInk = (a: CSSProperties | undefined, b: CSSProperties) =>
  !!a && Math.round(Number(a.width)) === Math.round(Number(b.width)) && Math.round(Number(a.left)) === Math.round(Number(b.left));

export function TabStrip<Key extends string>({ items, activeKey, onChange }: { items: readonly Tab<Key>[]; activeKey: Key; onChange: (key: Key) => void }) {
  const { prefixCls, classes } = useAntdClasses('tabs', useTabsStyle);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  // Each tab's button (role tab), which takes the focus; the ink bar goes under the tab around it.
  const buttons = useRef(new Map<Key, HTMLDivElement>());
  // The tab the keyboard is on (antd rings it and says where it is in the strip); not one focused by a tap or click.
  const [focusKey, setFocusKey] = useState<Key>();
  const [ink, setInk] = useState<CSSProperties>();

  // The panel in view, a render behind the chosen tab; and the panels shown so far: each stays drawn once shown.
  const panelKey = useDeferredValue(activeKey);
  const [shown, setShown] = useState<ReadonlySet<Key>>(() => new Set([panelKey]));
  if (!shown.has(panelKey)) setShown(new Set([...shown, panelKey]));

  // The ink bar follows the chosen tab (sliding, by antd's stylesheet) and the tabs' widths as the fonts come in.
  useLayoutEffect(() => {
    const strip = list.current;
    const tab = buttons.current.get(activeKey)?.parentElement;
    if (!strip || !tab) return;
    const place = () => {
      const next = inkUnder(tab, strip);
      setInk((now) => (sameInk(now, next) ? now : next));
    };
    place();
    const resized = new ResizeObserver(place);
    resized.observe(strip);
    return () => resized.disconnect();
  }, [activeKey]);

  const choose = (key: Key) => {
    if (key !== activeKey) onChange(key);
  };
  const focusAt = (index: number) => buttons.current.get(items[(index + items.length) % items.length]!.key)?.focus();
  const onKeyDown = (event: KeyboardEvent, key: Key) => {
    const at = items.findIndex((item) => item.key === key);
    switch (event.key) {
      case 'ArrowLeft':
        focusAt(at - 1);
        break;
      case 'ArrowRight':
        focusAt(at + 1);
        break;
      // The tabs lie in a row: up and down move nothing, nor scroll the page.
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(key);
        break;
    }
  };

  return (
    <div className={names(prefixCls, `${prefixCls}-top`, ...classes)}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div ref={list} className={`${prefixCls}-nav-list`}>
            {items.map((item, index) => {
              const active = item.key === activeKey;
              const focused = item.key === focusKey;
              return (
                <div
                  key={item.key}
                  className={names(`${prefixCls}-tab`, active && `${prefixCls}-tab-active`, focused && `${prefixCls}-tab-focus`)}
                  onClick={() => choose(item.key)}
                >
                  <div
                    ref={(button) => {
                      if (button) buttons.current.set(item.key, button);
                      else buttons.current.delete(item.key);
                    }}
                    role="tab"
                    id={`${id}-tab-${item.key}`}
                    aria-selected={active}
                    aria-controls={`${id}-panel-${item.key}`}
                    tabIndex={active ? 0 : -1}
                    className={`${prefixCls}-tab-btn`}
                    onKeyDown={(event) => onKeyDown(event, item.key)}
                    onFocus={(event) => {
                      if (event.currentTarget.matches(':focus-visible')) setFocusKey(item.key);
                    }}
                    onBlur={() => setFocusKey(undefined)}
                  >
                    {focused && (
                      <div aria-live="polite" style={{ width: 0, height: 0, position: 'absolute', overflow: 'hidden', opacity: 0 }}>
                        {`Tab ${index + 1} of ${items.length}`}
                      </div>
                    )}
                    {item.label}
                  </div>
                </div>
              );
            })}
            <div className={names(`${prefixCls}-ink-bar`, `${prefixCls}-ink-bar-animated`)} style={ink} />
          </div>
        </div>
      </div>
      <div className={`${prefixCls}-body-holder`}>
        <div className={names(`${prefixCls}-body`, `${prefixCls}-body-top`)}>
          {items
            .filter((item) => shown.has(item.key))
            .map((item) => {
              const active = item.key === panelKey;
              return (
                <div
                  key={item.key}
                  id={`${id}-panel-${item.key}`}
                  role="tabpanel"
                  tabIndex={active ? 0 : -1}
                  aria-labelledby={`${id}-tab-${item.key}`}
                  aria-hidden={!active}
                  className={names(`${prefixCls}-content`, active ? `${prefixCls}-content-active` : `${prefixCls}-content-hidden`)}
                >
                  {item.children}
                </div>
              );
            })}
        </div>
      </div>
    </div>
  );
}
