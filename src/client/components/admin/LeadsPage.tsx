import { api } from '../../lib/api';
import { formatDateTime, PRODUCT_LABELS, relativeTime } from './format';
import { Badge, Card, Loaded, PageTitle } from './ui';
import { live } from './useConsoleQuery';

export function LeadsPage() {
  const leads = api.admin.leads.list.useQuery(undefined, live);
  return (
    <>
      <PageTitle title="Leads" description="People who filled in a form or reached the payment step and have not paid yet, newest first. Follow up with those who seem stuck." />
      <Loaded query={leads} empty={(list) => list.length === 0 && 'No open leads: everyone who started a purchase has paid.'}>
        {(list) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((lead) => (
              <li key={`${lead.email}|${lead.product}`}>
                <Card className="h-full">
                  <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
                    <div className="min-w-0">
                      <h2 className="font-bold text-slate-900">{lead.name || 'No name given'}</h2>
                      <a href={`mailto:${lead.email}`} className="break-all text-sm font-semibold text-brand-700 underline">
                        {lead.email}
                      </a>
                    </div>
                    <Badge status={lead.stage === 'payment' ? 'paid' : 'pending'}>{lead.stage === 'payment' ? 'Reached payment' : 'Filled in the form'}</Badge>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 px-5 py-4 text-sm">
                    <dt className="text-slate-600">Wanted</dt>
                    <dd className="text-slate-900">{PRODUCT_LABELS[lead.product]}</dd>
                    {lead.details.map(([label, value]) => (
                      <div key={label} className="contents">
                        <dt className="text-slate-600">{label}</dt>
                        <dd className="break-words text-slate-900">{value || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-600" title={formatDateTime(lead.lastSeenAt)}>
                    Last seen {relativeTime(lead.lastSeenAt)}
                    {lead.records > 1 && ` · ${lead.records} saves and notifications`}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}
