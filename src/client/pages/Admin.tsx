import { StaffConsole } from '../components/admin/StaffConsole';
import { ToastProvider } from '../components/ui/toast';
import { ApiProvider } from '../lib/api';
import { usePageMeta } from '../lib/head';

/** The staff console at /admin: rendered in the browser only, in its own chunk, never indexed. */
export default function Admin() {
  usePageMeta({ title: 'Staff console · Syl', description: 'The Syl staff console.', path: '/admin', noindex: true });
  return (
    <ApiProvider>
      <ToastProvider>
        <StaffConsole />
      </ToastProvider>
    </ApiProvider>
  );
}
