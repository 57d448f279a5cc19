import { PurchaseFlow } from '../components/checkout/PurchaseFlow';
import { ApiProvider } from '../lib/api';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function CampusPurchase() {
  usePageMeta({
    title: 'Order Your Syl Dashboard | Syl',
    description: 'Special campus pricing: your Syl semester dashboard for $10, with every deadline from your syllabi synced to Google Calendar.',
    path: '/syl-purchase',
  });
  usePageView('Campus Purchase Page');
  return (
    <ApiProvider>
      <PurchaseFlow page="campus" />
    </ApiProvider>
  );
}
