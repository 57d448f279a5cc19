import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { api, serverMessage, type ApiOutputs } from '../../lib/api';
import { formatDate, money, PRODUCT_LABELS } from './format';
import { Alert, Badge, Card, cell, inputClass, labelClass, Loaded, PageTitle, smallPrimary, smallSecondary, Table } from './ui';
import { live } from './useConsoleQuery';
import { useStaffAction } from './useStaffAction';

type Code = ApiOutputs['admin']['referralCodes']['list'][number];

export function ReferralCodesPage() {
  const codes = api.admin.referralCodes.list.useQuery(undefined, live);
  const [shown, setShown] = useState<string | null>(null);
  const owed = codes.data?.reduce((sum, code) => sum + code.rewardOwedCents, 0) ?? 0;

  return (
    <>
      <PageTitle
        title="Referral codes"
        description="A valid code takes $5 off the general price, and its referrer earns $10 for every friend who buys with it and keeps the purchase."
        actions={codes.data && <p className="rounded-xl bg-white px-4 py-2 text-sm text-slate-700 ring-1 ring-slate-200">Rewards owed in all: <strong className="text-slate-900">{money(owed)}</strong></p>}
      />
      <div className="space-y-6">
        <AddCodeForm />
        <Card title="Codes">
          <Loaded bare query={codes} empty={(list) => list.length === 0 && 'No referral codes yet.'}>
            {(list) => (
              <Table label="Referral codes" head={['Code', 'Status', 'Referred friends', 'Reward owed', '']}>
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
          <div className="font-mono font-semibold text-slate-900">{code.code}</div>
          {code.note && <div className="text-xs text-slate-600">{code.note}</div>}
        </td>
        <td className={cell}>
          <Badge status={code.active ? 'active' : 'inactive'}>{code.active ? 'Active' : 'Inactive'}</Badge>
        </td>
        <td className={cell}>{code.friends}</td>
        <td className={`${cell} font-semibold text-slate-900`}>{money(code.rewardOwedCents)}</td>
        <td className={`${cell} text-right`}>
          <span className="inline-flex gap-2">
            <button type="button" className={smallSecondary} aria-expanded={expanded} onClick={onToggle}>
              {expanded ? 'Hide orders' : 'Orders'}
            </button>
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
          <td colSpan={5} className="bg-slate-50 px-5 py-4">
            <Redemptions code={code.code} />
          </td>
        </tr>
      )}
    </>
  );
}

function Redemptions({ code }: { code: string }) {
  const orders = api.admin.referralCodes.redemptions.useQuery({ code }, live);
  return (
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
