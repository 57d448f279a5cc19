import { INTERNSHIP_STAGES, type InternshipApplication, type InternshipStage } from '../../content/demoDashboard';
import { shortDate } from '../../lib/dashboard/calendar';
import { Icon } from '../dashboard/icons';

/** Each stage's own colour: the column's top edge, its dot and its count. */
const STAGE_LOOKS: Record<InternshipStage, { edge: string; dot: string; count: string }> = {
  Applied: { edge: 'border-t-slate-500', dot: 'bg-slate-500', count: 'bg-slate-200 text-slate-800' },
  'Under Review': { edge: 'border-t-amber-500', dot: 'bg-amber-500', count: 'bg-amber-100 text-amber-900' },
  Interview: { edge: 'border-t-sky-500', dot: 'bg-sky-500', count: 'bg-sky-100 text-sky-900' },
  'Final Round': { edge: 'border-t-violet-500', dot: 'bg-violet-500', count: 'bg-violet-100 text-violet-900' },
  Offer: { edge: 'border-t-emerald-500', dot: 'bg-emerald-500', count: 'bg-emerald-100 text-emerald-900' },
  Rejected: { edge: 'border-t-rose-500', dot: 'bg-rose-500', count: 'bg-rose-100 text-rose-900' },
};

const PRIORITY_LOOKS: Record<InternshipApplication['priority'], string> = {
  High: 'bg-red-100 text-red-800',
  Medium: 'bg-amber-100 text-amber-900',
  Low: 'bg-slate-100 text-slate-700',
};

/** The internship tracker: one column per stage; scrolls sideways inside its card on narrow screens. */
export function InternshipBoard({ applications: all }: { applications: readonly InternshipApplication[] }) {
  return (
    // "relative" keeps absolutely placed screen-reader text inside the scroll box instead of widening the page.
    <div className="relative -mx-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6" role="region" aria-label="Applications by stage" tabIndex={0}>
      <div className="flex gap-3">
        {INTERNSHIP_STAGES.map((stage) => {
          const applications = all.filter((application) => application.stage === stage);
          const look = STAGE_LOOKS[stage];
          return (
            <section key={stage} aria-label={stage} className={`w-60 shrink-0 rounded-xl border border-t-4 border-slate-200 bg-slate-50 p-3 xl:w-auto xl:min-w-0 xl:flex-1 ${look.edge}`}>
              <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${look.dot}`} />
                {stage}
                <span className={`ml-auto rounded-full px-2 text-xs font-bold ${look.count}`}>{applications.length}</span>
              </h3>
              <ul className="mt-3 space-y-2">
                {applications.map((application) => (
                  <ApplicationCard key={application.id} application={application} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function ApplicationCard({ application }: { application: InternshipApplication }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <p className="text-sm font-bold text-slate-900">{application.company}</p>
      <p className="mt-0.5 text-sm text-slate-700">{application.position}</p>
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
        <Icon name="pin" className="h-3.5 w-3.5" />
        {application.location}
      </p>
      <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
        <Icon name="calendar" className="h-3.5 w-3.5" />
        Applied {shortDate(application.applied)}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-slate-100 pt-2 text-xs">
        <span className="font-semibold text-slate-800">{application.salary}</span>
        <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${PRIORITY_LOOKS[application.priority]}`}>
          {application.priority}
          <span className="sr-only"> priority</span>
        </span>
      </div>
    </li>
  );
}
