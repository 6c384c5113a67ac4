// The page's stylesheets, loaded: the entry runs before they are (it is an async module), and the app must not draw
// or measure anything until they apply, or antd's tables and tabs would size themselves against unstyled markup.
export function stylesIn(document: Document): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          // A stylesheet that fails to load must not keep the app from starting.
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
