import { useCallback, useState } from 'react';
import { api, serverMessage } from '../../../lib/api';
import { useToast } from '../../ui/toast';
import { Loaded } from '../ui';
import { live } from '../useConsoleQuery';
import { useStaffAction } from '../useStaffAction';
import { ReviewContext, type ShownLine } from './context';
import { ItemsCard } from './ItemsCard';
import type { ItemDraft } from './prefill';
import { PublishCard } from './PublishCard';
import { ReportsCard } from './ReportsCard';
import type { Workspace } from './rules';
import { SyllabiCard } from './SyllabiCard';
import { useItemEdits, type EditOutcome } from './useItemEdits';

/** While a syllabus waits or is being read, the page asks again every 2 seconds. */
const stillReading = (workspace: Workspace | undefined) => workspace?.syllabi.some((syllabus) => syllabus.status === 'queued' || syllabus.status === 'reading') ?? false;

/** The staff review of a dashboard order: changes the student reported, publishing, its syllabi and every item found in them. */
export function ReviewWorkspace({ orderId }: { orderId: string }) {
  const toast = useToast();
  const act = useStaffAction();
  const [notice, setNotice] = useState<(EditOutcome & { at: number }) | null>(null);
  const [draft, setDraft] = useState<(ItemDraft & { at: number }) | null>(null);
  const [shownLine, setShownLine] = useState<ShownLine | null>(null);

  const report = useCallback(
    (outcome: EditOutcome) => {
      setNotice({ ...outcome, at: Date.now() });
      if (!outcome.ok) toast({ title: outcome.title ?? 'Not saved', description: outcome.message });
    },
    [toast],
  );
  const edits = useItemEdits(orderId, report);
  // Prefetched with the order: fetched again on mount only when it is stale.
  const workspace = api.admin.review.workspace.useQuery({ orderId }, { ...live, refetchOnMount: true, refetchInterval: (query) => (stillReading(query.state.data) && !edits.busy() ? 2_000 : false) });

  const perform = useCallback(
    async (run: () => Promise<{ message: string }>) => {
      try {
        await act(run);
        return true;
      } catch (error) {
        report({ ok: false, title: 'Not done', message: serverMessage(error) ?? 'The server could not be reached. Nothing was changed.' });
        return false;
      }
    },
    [act, report],
  );

  return (
    <Loaded query={workspace}>
      {(data) => (
        <ReviewContext
          value={{
            orderId,
            workspace: data,
            edits,
            report,
            perform,
            startItem: (fields) => setDraft({ ...fields, at: Date.now() }),
            showLine: (syllabusId, text) => setShownLine({ syllabusId, text, at: Date.now() }),
            shownLine,
          }}
        >
          <div className="space-y-6">
            <ReportsCard />
            <PublishCard />
            <SyllabiCard />
            <ItemsCard notice={notice} onDismiss={() => setNotice(null)} draft={draft} />
          </div>
        </ReviewContext>
      )}
    </Loaded>
  );
}
