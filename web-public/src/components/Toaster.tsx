// Toasts (SPEC §9): one at a time, gone after 5 seconds or when dismissed; announced to screen readers.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import './toaster.css';
import { PhoneLinks } from './PhoneLinks.tsx';

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const ToastContext = createContext<(toast: Toast) => void>(() => {});
export const useToast = () => useContext(ToastContext);
export const TOAST_DURATION_MS = 5000;

export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, key: Date.now() }), []);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && (
          <div key={toast.key} className={`toast ${toast.variant === 'destructive' ? 'toast--destructive' : ''}`}>
            <div>
              <strong className="toast-title">{toast.title}</strong>
              {toast.description && (
                <div className="toast-description">
                  <PhoneLinks text={toast.description} />
                </div>
              )}
            </div>
            <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => setToast(null)}>
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
