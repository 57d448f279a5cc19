import { useState, type FormEvent } from 'react';
import { api, serverMessage, type ApiOutputs } from '../../lib/api';
import { ActionDialog } from './ActionDialog';
import { formatDate } from './format';
import { Alert, Badge, Card, cell, Loaded, PageTitle, smallPrimary, smallSecondary, Table, TextField } from './ui';
import { live } from './useConsoleQuery';
import { useStaffAction } from './useStaffAction';

type Account = ApiOutputs['admin']['staff']['list'][number];

const PASSWORD_RULE = 'At least 12 characters.';

/** Named staff accounts, managed by the admin account (ADMIN_PASSWORD). */
export function StaffPage() {
  const accounts = api.admin.staff.list.useQuery(undefined, live);
  return (
    <>
      <PageTitle
        title="Staff"
        description="A named account for each person who works in the console, so the history says who did what. The admin account is ADMIN_PASSWORD's; only it manages these."
      />
      <div className="space-y-6">
        <AddAccountForm />
        <Card title="Accounts">
          <Loaded bare query={accounts} empty={(list) => list.length === 0 && 'No named accounts yet: everyone signs in as admin.'}>
            {(list) => (
              <Table label="Staff accounts" head={['Name', 'User name', 'Status', 'Added', '']}>
                {list.map((account) => (
                  <AccountLine key={account.username} account={account} />
                ))}
              </Table>
            )}
          </Loaded>
        </Card>
      </div>
    </>
  );
}

function AccountLine({ account }: { account: Account }) {
  const { username, displayName, disabledAt } = account;
  const setDisabled = api.admin.staff.setDisabled.useMutation();
  const act = useStaffAction();
  return (
    <tr>
      <td className={`${cell} font-semibold text-slate-900`}>{displayName}</td>
      <td className={`${cell} font-mono`}>{username}</td>
      <td className={cell}>
        <Badge status={disabledAt ? 'inactive' : 'active'}>{disabledAt ? `Disabled ${formatDate(disabledAt)}` : 'Active'}</Badge>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {formatDate(account.createdAt)} by {account.createdBy}
      </td>
      <td className={`${cell} text-right`}>
        <span className="inline-flex gap-2">
          <NewPasswordDialog account={account} />
          {disabledAt ? (
            <button
              type="button"
              className={smallSecondary}
              disabled={setDisabled.isPending}
              onClick={() => void act(() => setDisabled.mutateAsync({ username, disabled: false })).catch(() => undefined)}
            >
              Enable
            </button>
          ) : (
            <ActionDialog
              trigger={{ label: 'Disable', look: 'danger' }}
              title={`Disable ${displayName}?`}
              description={`${displayName} is signed out at once and cannot sign in until the account is enabled again. What they did stays in the history.`}
              confirmLabel="Disable the account"
              danger
              onConfirm={() => act(() => setDisabled.mutateAsync({ username, disabled: true }))}
            />
          )}
        </span>
      </td>
    </tr>
  );
}

function NewPasswordDialog({ account }: { account: Account }) {
  const [password, setPassword] = useState('');
  const setStaffPassword = api.admin.staff.setPassword.useMutation();
  const act = useStaffAction();
  return (
    <ActionDialog
      trigger={{ label: 'New password', look: 'secondary' }}
      title={`A new password for ${account.displayName}`}
      description={`${account.displayName} is signed out everywhere and signs in again with the new password. Tell them in person or over a private channel.`}
      confirmLabel="Set the password"
      ready={password.length >= 12}
      onConfirm={async () => {
        await act(() => setStaffPassword.mutateAsync({ username: account.username, password }));
        setPassword('');
      }}
    >
      <TextField label="New password" hint={PASSWORD_RULE} type="password" autoComplete="new-password" value={password} onChange={setPassword} />
    </ActionDialog>
  );
}

const EMPTY = { username: '', displayName: '', password: '' };

function AddAccountForm() {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const add = api.admin.staff.add.useMutation();
  const act = useStaffAction();
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await act(() => add.mutateAsync(fields));
      setFields(EMPTY);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The server could not be reached. Nothing was added.');
    }
  }

  return (
    <Card title="Add an account">
      <form onSubmit={submit} className="grid gap-4 px-5 py-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start">
        <TextField label="Display name" hint="As the console and the history show it." value={fields.displayName} onChange={set('displayName')} autoComplete="off" required />
        <TextField
          label="User name"
          hint="2-32 letters, digits, dots, dashes or underscores."
          value={fields.username}
          onChange={set('username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField label="Password" hint={PASSWORD_RULE} type="password" value={fields.password} onChange={set('password')} autoComplete="new-password" required />
        <button type="submit" className={`${smallPrimary} lg:mt-7`} disabled={add.isPending || Object.values(fields).some((value) => value.trim() === '')}>
          Add account
        </button>
      </form>
      {error && <Alert className="mx-5 mb-4">{error}</Alert>}
    </Card>
  );
}
