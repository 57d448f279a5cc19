import { api } from '../../lib/api';
import { useToast } from '../ui/toast';

/** Runs a staff action, then refreshes every console view and says what happened in a toast. */
export function useStaffAction() {
  const utils = api.useUtils();
  const toast = useToast();
  return async (run: () => Promise<{ message: string }>) => {
    const { message } = await run();
    await utils.admin.invalidate();
    toast({ title: message });
  };
}
