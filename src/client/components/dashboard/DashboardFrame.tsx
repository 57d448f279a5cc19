import type { ReactNode } from 'react';
import { TooltipProvider } from '../ui/tooltip';
import { DashboardFooter } from './DashboardFooter';
import { DashboardHeader } from './DashboardHeader';

interface DashboardFrameProps {
  /** Beside the brand in the header, e.g. the sample's marker. */
  badge?: ReactNode;
  /** The header's one action on the right. */
  action: ReactNode;
  /** Between the header and the page: the sample's notice. */
  notice?: ReactNode;
  footerNote: string;
  children: ReactNode;
}

/** The page around a dashboard, the student's or the sample's: skip link, header, main column, footer. */
export function DashboardFrame({ badge, action, notice, footerNote, children }: DashboardFrameProps) {
  return (
    <TooltipProvider>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to dashboard
        </a>
        <DashboardHeader badge={badge} action={action} />
        {notice}
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          {children}
        </main>
        <DashboardFooter note={footerNote} />
      </div>
    </TooltipProvider>
  );
}
