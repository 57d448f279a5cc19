import { PurchaseFlow } from '../components/checkout/PurchaseFlow';
import { ApiProvider } from '../lib/api';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function Purchase() {
  usePageMeta({
    title: 'Get Your Syl Dashboard | Syl',
    description: 'Order your Syl semester dashboard: every deadline from your syllabi, checked by a person and synced to Google Calendar. One-time payment of $25.',
    path: '/purchase',
  });
  usePageView('Purchase Page');
  return (
    <ApiProvider>
      <PurchaseFlow page="general" />
    </ApiProvider>
  );
}
