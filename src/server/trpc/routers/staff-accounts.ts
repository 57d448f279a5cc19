import { addStaffAccountInput, setStaffDisabledInput, setStaffPasswordInput } from '../../admin/inputs.js';
import { addStaffAccount, listStaffAccounts, setStaffDisabled, setStaffPassword } from '../../admin/staff-accounts.js';
import { router, staffProcedure } from '../init.js';

/** Named staff accounts: 401 without a session, 403 for anyone but the admin account. */
export const staffAccountsRouter = router({
  list: staffProcedure.query(({ ctx }) => listStaffAccounts(ctx.db, ctx.staff)),
  add: staffProcedure.input(addStaffAccountInput).mutation(({ ctx, input }) => addStaffAccount(ctx.db, ctx.staff, input)),
  setPassword: staffProcedure.input(setStaffPasswordInput).mutation(({ ctx, input }) => setStaffPassword(ctx.db, ctx.staff, input.username, input.password)),
  setDisabled: staffProcedure.input(setStaffDisabledInput).mutation(({ ctx, input }) => setStaffDisabled(ctx.db, ctx.staff, input.username, input.disabled)),
});
