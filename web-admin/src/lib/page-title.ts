// The browser tab's title for a staff screen.
import { useEffect } from 'react';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Forecourt staff`;
  }, [title]);
}
