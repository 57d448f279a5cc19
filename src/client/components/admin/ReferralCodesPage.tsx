import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { api, serverMessage, type ApiOutputs } from '../../lib/api';
import { ActionDialog } from './ActionDialog';
import { dollarsText, formatDate, formatDateTime, money, parseDollars, PRODUCT_LABELS, signedMoney } from './format';
import { Alert, Badge, Card, cell, inputClass, labelClass, Loaded, PageTitle, smallPrimary, smallSecondary, Table, TextField } from './ui';
import { live } from './useConsoleQuery';
import { useStaffAction } from './useStaffAction';

type Code = ApiOutputs['admin']['referralCodes']['list'][number];

export function ReferralCodesPage() {
  const codes = api.admin.referralCodes.list.useQuery(undefined, live);
  const [shown, setShown] = useState<string | null>(null);
  const owed = codes.data?.reduce((sum, code) => sum + Math.max(0, code.owedCents), 0) ?? 0;

  return (
    <>
      <PageTitle
        title="Referral codes"
        description="A valid code takes $5 off the general price, and its referrer earns $10 for every friend who buys with it and keeps the purchase. Every buyer gets their own code with their dashboard."
        actions={codes.data && <p className="rounded-xl bg-white px-4 py-2 text-sm text-slate-700 ring-1 ring-slate-200">Rewards owed in all: <strong className="text-slate-900">{money(owed)}</strong></p>}
      />
      <div className="space-y-6">
        <AddCodeForm />
        <Card title="Codes">
          <Loaded bare query={codes} empty={(list) => list.length === 0 && 'No referral codes yet.'}>
            {(list) => (
              <Table label="Referral codes" head={['Code and owner', 'Friends', 'Reward', '']}>
                {list.map((code) => (
                  <CodeLine key={code.code} code={code} expanded={shown === code.code} onToggle={() => setShown(shown === code.code ? null : code.code)} />
                ))}
              </Table>
            )}
          </Loaded>
        </Card>
      </div>
    </>
  );
}

function CodeLine({ code, expanded, onToggle }: { code: Code; expanded: boolean; onToggle: () => void }) {
  const setActive = api.admin.referralCodes.setActive.useMutation();
  const act = useStaffAction();
  return (
    <>
      <tr>
        <td className={cell}>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold text-slate-900">{code.code}</span>
            <Badge status={code.active ? 'active' : 'inactive'}>{code.active ? 'Active' : 'Inactive'}</Badge>
          </div>
          <div className="mt-1 text-xs text-slate-600">
            {code.owner ? (
              <>
                {code.owner.orderId ? (
                  <Link href={`/admin/orders/${code.owner.orderId}`} className="text-sm font-semibold text-brand-700 underline">
                    {code.owner.name ?? code.owner.email}
                  </Link>
                ) : (
                  <span className="text-sm font-semibold text-slate-900">{code.owner.name ?? code.owner.email}</span>
                )}{' '}
                <span className="break-all">{code.owner.email}</span>
              </>
            ) : (
              <>Staff code{code.note && `: ${code.note}`}</>
            )}
          </div>
        </td>
        <td className={cell}>{code.friends}</td>
        <td className={cell}>
          <div className="whitespace-nowrap font-semibold text-slate-900">{signedMoney(code.owedCents)} owed</div>
          <div className="text-xs text-slate-600">
            {money(code.earnedCents)} earned · {money(code.paidOutCents)} paid out
            {code.owedCents < 0 && <div>Paid before a refund</div>}
          </div>
        </td>
        <td className={`${cell} text-right`}>
          <span className="inline-flex gap-2">
            <button type="button" className={smallSecondary} aria-expanded={expanded} onClick={onToggle}>
              {expanded ? 'Hide details' : 'Details'}
            </button>
            <MarkPaid code={code} />
            <button
              type="button"
              className={smallSecondary}
              disabled={setActive.isPending}
              onClick={() => void act(() => setActive.mutateAsync({ code: code.code, active: !code.active })).catch(() => undefined)}
            >
              {code.active ? 'Deactivate' : 'Activate'}
            </button>
          </span>
        </td>
      </tr>
      {expanded && (
        <tr>
          <td colSpan={4} className="space-y-4 bg-slate-50 px-5 py-4">
            <Redemptions code={code.code} />
            <Payouts code={code.code} />
          </td>
        </tr>
      )}
    </>
  );
}

function Redemptions({ code }: { code: string }) {
  const orders = api.admin.referralCodes.redemptions.useQuery({ code }, live);
  return (
    <section aria-label={`Orders with ${code}`}>
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Orders</h3>
      <Loaded bare query={orders} empty={(list) => list.length === 0 && `No purchase has used ${code} yet.`}>
        {(list) => (
          <ul className="space-y-2 text-sm">
            {list.map((order) => (
              <li key={order.orderId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link href={`/admin/orders/${order.orderId}`} className="font-semibold text-brand-700 underline">
                  {order.name}
                </Link>
                <span className="text-slate-600">{order.email}</span>
                <span className="text-slate-600">
                  {PRODUCT_LABELS[order.product]} · {money(order.amountCents)}
                  {order.paidAt && ` · ${formatDate(order.paidAt)}`}
                </span>
                {order.status === 'refunded' && <Badge status="refunded">Refunded: no reward</Badge>}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

/** Staff record a reward they sent the code's owner (outside Syl); the amount starts at what is owed. */
function MarkPaid({ code }: { code: Code }) {
  const [amount, setAmount] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const markPaid = api.admin.referralCodes.markPaid.useMutation();
  const act = useStaffAction();
  const shown = amount ?? (code.owedCents > 0 ? dollarsText(code.owedCents) : '');
  const cents = parseDollars(shown);
  const who = code.owner ? `${code.owner.name ?? code.owner.email} (${code.owner.email})` : 'the people this code belongs to';
  return (
    <ActionDialog
      trigger={{ label: 'Mark paid', look: 'primary', disabled: code.owedCents <= 0 }}
      title={`Mark a reward paid for ${code.code}`}
      description={`Record money you sent ${who}. ${money(Math.max(0, code.owedCents))} is owed now.`}
      confirmLabel={cents ? `Record ${money(cents)} paid` : 'Record the payout'}
      ready={cents !== null && cents > 0 && cents <= 1_000_000}
      onConfirm={async () => {
        await act(() => markPaid.mutateAsync({ code: code.code, amountCents: cents!, note }));
        setAmount(null);
        setNote('');
      }}
    >
      <div className="space-y-4">
        <TextField label="Amount in dollars" inputMode="decimal" autoComplete="off" value={shown} onChange={setAmount} hint="More than $0 and at most $10,000." />
        <TextField label="Note (optional)" value={note} onChange={setNote} maxLength={200} placeholder="e.g. Venmo, Oct 3" />
      </div>
    </ActionDialog>
  );
}

function Payouts({ code }: { code: string }) {
  const payouts = api.admin.referralCodes.payouts.useQuery({ code }, live);
  return (
    <section aria-label={`Payouts for ${code}`}>
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Payouts</h3>
      <Loaded bare query={payouts} empty={(list) => list.length === 0 && 'Nothing paid out yet.'}>
        {(list) => (
          <ul className="space-y-1 text-sm">
            {list.map((payout) => (
              <li key={payout.id} className="flex flex-wrap gap-x-3 text-slate-700">
                <strong className="text-slate-900">{money(payout.amountCents)}</strong>
                <span>
                  {formatDateTime(payout.paidAt)} by {payout.paidBy}
                </span>
                {payout.note && <span className="text-slate-600">{payout.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

function AddCodeForm() {
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = api.admin.referralCodes.add.useMutation();
  const act = useStaffAction();
  const codeId = useId();
  const noteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await act(() => add.mutateAsync({ code, note }));
      setCode('');
      setNote('');
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The server could not be reached. Nothing was added.');
    }
  }

  return (
    <Card title="Add a code">
      <form onSubmit={submit} className="flex flex-col gap-4 px-5 py-4 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <label htmlFor={codeId} className={labelClass}>
            Code
          </label>
          <input id={codeId} value={code} onChange={(event) => setCode(event.target.value)} required autoCapitalize="characters" placeholder="e.g. GTSWE" className={`${inputClass} font-mono uppercase placeholder:font-sans placeholder:normal-case`} />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={noteId} className={labelClass}>
            Who it belongs to <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input id={noteId} value={note} onChange={(event) => setNote(event.target.value)} placeholder="Student group or ambassador" className={inputClass} />
        </div>
        <button type="submit" className={smallPrimary} disabled={add.isPending || code.trim() === ''}>
          Add code
        </button>
      </form>
      {error && <Alert className="mx-5 mb-4">{error}</Alert>}
    </Card>
  );
}
