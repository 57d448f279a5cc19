import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { api, type ApiOutputs } from '../../lib/api';
import { ActionDialog } from './ActionDialog';
import { formatDateTime, relativeTime, sentenceCase } from './format';
import { Badge, Card, inputClass, labelClass, Loaded, PageTitle } from './ui';
import { live } from './useConsoleQuery';
import { useStaffAction } from './useStaffAction';

type Essay = ApiOutputs['admin']['essays']['list'][number];

export function EssaysPage() {
  const essays = api.admin.essays.list.useQuery(undefined, live);
  return (
    <>
      <PageTitle title="Essays" description="Paid essay reviews, newest first. Feedback is due within 24 hours of payment." />
      <Loaded query={essays} empty={(list) => list.length === 0 && 'No paid essay reviews yet.'}>
        {(list) => (
          <ul className="space-y-6">
            {list.map((essay) => (
              <li key={essay.id}>
                <EssayCard essay={essay} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}

function EssayCard({ essay }: { essay: Essay }) {
  const sent = essay.feedbackSentAt !== null;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="min-w-0">
          <h2 className="font-bold text-slate-900">
            {essay.name} <span className="font-normal text-slate-600">· {essay.email}</span>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {sentenceCase(essay.promptType)} · {essay.wordCount} words · submitted {formatDateTime(essay.submittedAt)} ·{' '}
            <Link href={`/admin/orders/${essay.orderId}`} className="font-semibold text-brand-700 underline">
              order
            </Link>
          </p>
        </div>
        {sent ? (
          <Badge status="delivered">Feedback sent</Badge>
        ) : essay.orderStatus === 'refunded' ? (
          <Badge status="refunded" />
        ) : (
          <Badge status="paid">{essay.dueAt ? `Due ${relativeTime(essay.dueAt)}` : 'Waiting'}</Badge>
        )}
      </div>
      <div className="space-y-4 px-5 py-4 text-sm">
        {essay.essayPrompt && <Quote label="Prompt">{essay.essayPrompt}</Quote>}
        <details className="group rounded-xl bg-slate-50 ring-1 ring-slate-200">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">Read the essay</summary>
          <p className="whitespace-pre-wrap px-4 pb-4 leading-relaxed text-slate-800">{essay.essay}</p>
        </details>
        {essay.additionalInfo && <Quote label="Notes from the student">{essay.additionalInfo}</Quote>}
        {essay.referralCode && <p className="text-slate-600">Referral code: {essay.referralCode}</p>}
        {sent ? (
          <Quote label={`Feedback sent ${formatDateTime(essay.feedbackSentAt!)}`}>{essay.feedback}</Quote>
        ) : (
          essay.orderStatus === 'paid' && <FeedbackForm essay={essay} />
        )}
      </div>
    </Card>
  );
}

function Quote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 whitespace-pre-wrap text-slate-800">{children}</p>
    </div>
  );
}

function FeedbackForm({ essay }: { essay: Essay }) {
  const [feedback, setFeedback] = useState('');
  const id = useId();
  const send = api.admin.essays.sendFeedback.useMutation();
  const act = useStaffAction();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Feedback
      </label>
      <textarea id={id} rows={6} value={feedback} onChange={(event) => setFeedback(event.target.value)} className={inputClass} placeholder="What works, what to change, and why." />
      <div className="mt-3">
        <ActionDialog
          trigger={{ label: 'Send feedback', look: 'primary', disabled: feedback.trim() === '' }}
          title="Send this feedback?"
          description={`${essay.email} gets it by email, and the review is marked delivered. It cannot be changed afterwards.`}
          confirmLabel="Send feedback"
          onConfirm={() => act(() => send.mutateAsync({ essayId: essay.id, feedback: feedback.trim() }))}
        />
      </div>
    </div>
  );
}
