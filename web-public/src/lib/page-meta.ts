// Keeps the document title in step with the page (the server writes the first one into the HTML head).
import { useEffect } from 'react';

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
