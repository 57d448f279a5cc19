import { formatUsd, PRICES, REFERRAL_REWARD_CENTS } from '../../../shared/pricing';
import type { DashboardReferral } from '../../lib/dashboard/model';
import { CopyField } from './CopyField';
import { DashboardCard } from './DashboardCard';

const friends = (count: number) => `${count} ${count === 1 ? 'friend' : 'friends'}`;

/** The buyer's own referral code, the link that fills it in for a friend, and what it has earned so far. */
export function ReferralCard({ referral }: { referral: DashboardReferral }) {
  const { code, active, shareUrl, earnedCents, paidOutCents } = referral;
  return (
    <DashboardCard
      title={`Refer a friend, get ${formatUsd(REFERRAL_REWARD_CENTS)}`}
      description={`Friends get ${formatUsd(PRICES.general - PRICES.generalWithReferral)} off: ${formatUsd(PRICES.generalWithReferral)} instead of ${formatUsd(PRICES.general)}.`}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Your code</p>
      <p className="mt-1 break-all font-mono text-2xl font-extrabold tracking-wider text-slate-900">{code}</p>
      {active ? (
        <CopyField value={shareUrl} label="Your share link" className="mt-3" />
      ) : (
        <p className="mt-2 text-sm text-slate-600">This code has been switched off and can no longer be used. Questions? Use Help at the top of the page.</p>
      )}
      <p className="mt-4 text-sm text-slate-700">
        <strong className="text-slate-900">{friends(referral.friends)}</strong> paid with your code · <strong className="text-slate-900">{formatUsd(earnedCents)}</strong> earned
        {paidOutCents > 0 && ` · ${formatUsd(paidOutCents)} paid out`}
      </p>
    </DashboardCard>
  );
}
