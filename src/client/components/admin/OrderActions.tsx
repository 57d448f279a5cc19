import { api, type ApiOutputs } from '../../lib/api';
import { ActionDialog } from './ActionDialog';
import { money } from './format';
import { Card } from './ui';
import { useStaffAction } from './useStaffAction';

type Detail = ApiOutputs['admin']['orders']['detail'];

export function OrderActions({ detail }: { detail: Detail }) {
  const { order, actions } = detail;
  const orderId = order.id;
  const act = useStaffAction();
  const resend = api.admin.orders.resendUploadLink.useMutation();
  const refund = api.admin.orders.refund.useMutation();
  const deleteFiles = api.admin.orders.deleteFiles.useMutation();
  const anything = actions.canResendUploadLink || actions.canRefund || actions.canDeleteFiles;

  return (
    <Card title="Actions">
      <div className="flex flex-wrap gap-2 px-5 py-4">
        {!anything && <p className="text-sm text-slate-600">Nothing left to do for this order.</p>}
        {actions.canResendUploadLink && (
          <ActionDialog
            trigger={{ label: 'Resend upload link', look: 'secondary' }}
            title="Send the upload link again"
            description={`${order.email} gets a new email with the private upload link.`}
            confirmLabel="Send the link"
            onConfirm={() => act(() => resend.mutateAsync({ orderId }))}
          />
        )}
        {actions.canRefund && (
          <ActionDialog
            trigger={{ label: `Refund ${money(order.amountCents)}`, look: 'danger' }}
            title={`Refund ${money(order.amountCents)}?`}
            description={`The whole amount goes back to the card ${order.name} paid with, through the ${order.gateway} gateway, and they get an email about it. This cannot be undone.`}
            confirmLabel={`Refund ${money(order.amountCents)}`}
            danger
            onConfirm={() => act(() => refund.mutateAsync({ orderId }))}
          />
        )}
        {actions.canDeleteFiles && (
          <ActionDialog
            trigger={{ label: 'Delete files', look: 'danger' }}
            title="Delete the syllabus files now?"
            description="The files are removed from the server at once; the list keeps their names and what was read from them stays. Publishing the dashboard deletes them anyway."
            confirmLabel="Delete the files"
            danger
            onConfirm={() => act(() => deleteFiles.mutateAsync({ orderId }))}
          />
        )}
      </div>
    </Card>
  );
}
