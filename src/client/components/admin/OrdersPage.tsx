import { Link } from 'wouter';
import { api, type ApiOutputs } from '../../lib/api';
import { describeStatus, formatDateTime, money, PRODUCT_LABELS, relativeTime, VARIANT_LABELS } from './format';
import { SearchField, SelectField } from './SearchField';
import { Badge, Card, cell, Loaded, PageTitle, Pager, Table } from './ui';
import { live, oneOf, useQueryFilters } from './useConsoleQuery';

const STATUSES = ['pending', 'paid', 'delivered', 'refunded', 'canceled'] as const;
const PRODUCTS = ['dashboard', 'essay_review'] as const;

type OrderRow = ApiOutputs['admin']['orders']['list']['orders'][number];

export function OrdersPage() {
  const { values, page, update } = useQueryFilters(['q', 'status', 'product'] as const);
  const status = oneOf(STATUSES, values.status);
  const product = oneOf(PRODUCTS, values.product);
  const orders = api.admin.orders.list.useQuery({ search: values.q, status, product, page }, live);

  return (
    <>
      <PageTitle title="Orders" description="Every purchase, newest first. Paid orders wait for you to deliver them within 24 hours." />
      <Card>
        <div className="flex flex-col gap-4 border-b border-slate-100 px-5 py-4 sm:flex-row sm:flex-wrap sm:items-end">
          <SearchField label="Search" value={values.q} placeholder="Email, name or order id" onSearch={(q) => update({ q })} />
          <SelectField
            label="Status"
            value={status ?? ''}
            options={[['', 'All statuses'], ...STATUSES.map((option): [typeof option, string] => [option, describeStatus(option)])]}
            onChange={(value) => update({ status: value })}
          />
          <SelectField
            label="Product"
            value={product ?? ''}
            options={[['', 'All products'], ...PRODUCTS.map((option): [typeof option, string] => [option, PRODUCT_LABELS[option]!])]}
            onChange={(value) => update({ product: value })}
          />
        </div>
        <Loaded bare query={orders} empty={(data) => data.orders.length === 0 && (values.q || status || product ? 'No order matches these filters.' : 'No orders yet. They appear here as soon as a checkout starts.')}>
          {(data) => (
            <>
              <Table label="Orders" head={['Buyer', 'Status', 'Amount', 'Product', 'Files', 'Ordered']}>
                {data.orders.map((order) => (
                  <OrderLine key={order.id} order={order} />
                ))}
              </Table>
              <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={(next) => update({ page: next })} />
            </>
          )}
        </Loaded>
      </Card>
    </>
  );
}

function OrderLine({ order }: { order: OrderRow }) {
  return (
    <tr className="hover:bg-slate-50">
      <td className={cell}>
        <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {order.name}
        </Link>
        <div className="text-slate-600">{order.email}</div>
      </td>
      <td className={cell}>
        <Badge status={order.status} />
        <Fulfilment fulfilment={order.fulfilment} />
        {order.reportedChanges > 0 && (
          <div className="mt-1 whitespace-nowrap text-xs font-semibold text-amber-800">{order.reportedChanges === 1 ? '1 change reported' : `${order.reportedChanges} changes reported`}</div>
        )}
      </td>
      <td className={`${cell} font-semibold text-slate-900`}>{money(order.amountCents)}</td>
      <td className={cell}>
        <div className="whitespace-nowrap">{PRODUCT_LABELS[order.product]}</div>
        <div className="text-xs text-slate-600">
          {VARIANT_LABELS[order.variant]}
          {order.careerGuide && ' + career guide'}
        </div>
      </td>
      <td className={cell}>{order.product === 'dashboard' ? (order.fileCount === 0 ? <span className="whitespace-nowrap text-slate-600">None yet</span> : order.fileCount) : '—'}</td>
      <td className={cell}>
        <div className="whitespace-nowrap">{formatDateTime(order.createdAt)}</div>
        <div className="mt-0.5 font-mono text-xs text-slate-600">{order.id}</div>
      </td>
    </tr>
  );
}

export function Fulfilment({ fulfilment }: { fulfilment: OrderRow['fulfilment'] }) {
  if (!fulfilment) return null;
  if (fulfilment.state === 'awaiting_files') return <div className="mt-1 whitespace-nowrap text-xs text-slate-600">Waiting for syllabi</div>;
  return (
    <div className={`mt-1 whitespace-nowrap text-xs ${fulfilment.overdue ? 'font-semibold text-rose-700' : 'text-slate-600'}`} title={formatDateTime(fulfilment.dueAt)}>
      {fulfilment.overdue ? `Overdue since ${relativeTime(fulfilment.dueAt).replace(' ago', '')}` : `Due ${relativeTime(fulfilment.dueAt)}`}
    </div>
  );
}
