import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LinkCard } from '../components/content/LinkCard';
import { LostLinkForm } from '../components/dashboard/LostLinkForm';
import { SiteLayout } from '../components/layout/SiteLayout';
import { rememberedDashboard } from '../lib/dashboard/load';
import { usePageMeta } from '../lib/head';

/**
 * /dashboard: where a calendar event's link lands. It carries no token (a calendar feed must not open
 * the dashboard), so this browser's last dashboard opens, and elsewhere the student asks for the link.
 */
export default function DashboardHome() {
  usePageMeta({ title: 'Open your dashboard · Syl', description: 'Open your Syl semester dashboard, or have its link emailed to you again.', path: '/dashboard', noindex: true });
  const [, navigate] = useLocation();
  const [remembered] = useState(rememberedDashboard);
  useEffect(() => {
    if (remembered) navigate(remembered, { replace: true });
  }, [remembered, navigate]);
  return (
    <SiteLayout>
      <div className="min-h-[60vh] bg-slate-50">
        <LinkCard icon="calendar" title="Open your dashboard" lead={<p>{remembered ? 'Opening your dashboard…' : 'Your dashboard opens from the private link in the email we sent when it was ready.'}</p>}>
          {!remembered && <LostLinkForm />}
        </LinkCard>
      </div>
    </SiteLayout>
  );
}
