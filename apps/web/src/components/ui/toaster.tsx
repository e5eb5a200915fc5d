import { Toaster as Sonner } from 'sonner';

/** Success and failure of an action are told by a toast (`toast.success`, `toast.error`). */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Sonner theme={theme} position="top-center" richColors closeButton duration={5000} />;
}
