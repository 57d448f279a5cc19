import { useToast } from '../ui/toast';
import { Icon, type IconName } from '../dashboard/icons';

/** What a sample button that has no sample behaviour does for a real student; on the sample it only says so. */
const REAL_BEHAVIOUR = {
  'Track My Internships': 'Your own dashboard tracks every application from Applied to Offer and reminds you to follow up.',
} as const;

export type PreviewAction = keyof typeof REAL_BEHAVIOUR;

const LOOKS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
} as const;

/** A dashboard button of the sample: clicking it shows a toast about the real dashboard. */
export function PreviewActionButton({ action, icon, look = 'secondary' }: { action: PreviewAction; icon: IconName; look?: keyof typeof LOOKS }) {
  const showToast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        showToast({
          title: `${action} is part of your own dashboard`,
          description: `This is a sample, so nothing changes here. ${REAL_BEHAVIOUR[action]}`,
          action: { label: 'Get Syl', href: '/purchase', newTab: true },
        })
      }
      className={`inline-flex min-h-10 items-center gap-2 rounded-xl px-3.5 py-2 text-sm font-semibold transition-colors ${LOOKS[look]}`}
    >
      <Icon name={icon} />
      {action}
    </button>
  );
}
