import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link } from 'wouter';
import type { TodoStatus } from '../../shared/items';
import { LinkCard, LinkUnreachable, useLinkLoad } from '../components/content/LinkCard';
import { DashboardCard } from '../components/dashboard/DashboardCard';
import { DashboardFrame } from '../components/dashboard/DashboardFrame';
import { DashboardOverview } from '../components/dashboard/DashboardOverview';
import { ItemListContexts } from '../components/dashboard/ItemList';
import { OfflineStatus, useOfflineDashboard } from '../components/dashboard/OfflineStatus';
import { ReminderPrompt } from '../components/dashboard/ReminderPrompt';
import { RemindersButton } from '../components/dashboard/RemindersButton';
import { SyncButton } from '../components/dashboard/SyncButton';
import { TodoList } from '../components/dashboard/TodoList';
import { SiteLayout } from '../components/layout/SiteLayout';
import { buttonSecondary } from '../components/ui/buttons';
import { addOwnItem, deleteOwnItem, emailSyncSteps, forgetDashboard, loadDashboard, rememberDashboard, rememberedDashboard, reportChange, resetFeedLink, updateOwnItem, type DashboardLoad, type ReportFields } from '../lib/dashboard/load';
import { forgetOffline } from '../lib/dashboard/offline';
import { localDay, termsOf, todoEntries, type DashboardData, type DashboardItem, type DashboardNote, type DashboardOwnItem, type TodoEntry } from '../lib/dashboard/model';
import type { OwnItemFields } from '../lib/dashboard/ownItems';
import { usePageMeta } from '../lib/head';
import { SUPPORT_EMAIL } from '../lib/site';
import type { PageProps } from '../routes';
import { DASHBOARD_DATA_ELEMENT } from '../../shared/site';
import type { StudentDashboard as StudentDashboardData } from '../../server/dashboards/view';

const updated = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
/** "Fall 2025 and Spring 2026": an order whose courses are from different terms names each. */
const termList = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** The dashboard's views, each at its own path under the link; the first is the link itself. */
const VIEWS = [
  { suffix: '', label: 'Overview' },
  { suffix: '/todo', label: 'To-do list' },
  { suffix: '/internships', label: 'Internships' },
  { suffix: '/notes', label: 'Notes' },
] as const;
type View = (typeof VIEWS)[number]['suffix'];
const currentView = (): View => VIEWS.findLast((view) => window.location.pathname.replace(/\/+$/, '').endsWith(view.suffix))!.suffix;

/**
 * A view in its own chunk, drawn by `View`. Opened straight on it, the page's preload loads it before
 * the first render, which draws it at once: a lazy component would show its loading line first, and
 * the view arriving would push the footer down (a layout shift). Opened from a tab, it loads lazily.
 */
function viewChunk<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | null = null;
  const Lazy = lazy(load);
  const preload = () => load().then((module) => void (loaded = module.default));
  const View = (props: Props) => {
    const Shown = (loaded ?? Lazy) as ComponentType<Props>;
    return <Shown {...props} />;
  };
  return { View, preload };
}

/** The tracker and the notes are views with their own chunks: the overview, which every student opens, does not carry them. */
const { View: InternshipTracker, preload: loadTracker } = viewChunk(() => import('../components/dashboard/InternshipTracker'));
const { View: CourseNotes, preload: loadNotes } = viewChunk(() => import('../components/dashboard/CourseNotes'));
const OwnItemDialog = lazy(() => import('../components/dashboard/OwnItemDialog'));
// Neither is needed before a click on any view but the overview, where the referral card sits below the fold, or on a live link.
const ReferralCard = lazy(() => import('../components/dashboard/ReferralCard').then((module) => ({ default: module.ReferralCard })));
const InvalidLink = lazy(() => import('../components/dashboard/InvalidLink'));

/**
 * The first load is ready before the page renders: the server sends a live dashboard's data inside
 * the page (read once, then the API answers), so the first paint is the dashboard, not a loading state.
 */
const firstLoads = new Map<string, Promise<DashboardLoad>>();
/** A first load that has answered, taken by the page that mounts next; later mounts ask the API. */
const answeredLoads = new Map<string, DashboardLoad>();
export function preload(params: PageProps['params']): Promise<unknown> {
  const token = params.token ?? '';
  // Opened straight on the tracker or the notes: its chunk loads beside the data, and the first render waits for both.
  const view = currentView() === '/internships' ? loadTracker() : currentView() === '/notes' ? loadNotes() : null;
  if (!firstLoads.has(token)) {
    const first = (embeddedDashboard() ?? loadDashboard(token)).then((answer) => {
      answeredLoads.set(token, answer);
      return answer;
    });
    firstLoads.set(token, first);
  }
  return Promise.all([firstLoads.get(token)!, view]);
}
/** A link's first load, taken once: the page that mounts next uses it, and later mounts ask the API. */
function takeFirstLoad(token: string) {
  const first = { pending: firstLoads.get(token), answer: answeredLoads.get(token) };
  firstLoads.delete(token);
  answeredLoads.delete(token);
  return first;
}
const load = (token: string) => takeFirstLoad(token).pending ?? loadDashboard(token);
const answeredLoad = (token: string) => takeFirstLoad(token).answer;

function embeddedDashboard(): Promise<DashboardLoad> | null {
  const element = document.getElementById(DASHBOARD_DATA_ELEMENT);
  if (!element?.textContent) return null;
  element.remove();
  return Promise.resolve({ kind: 'found', dashboard: JSON.parse(element.textContent) as StudentDashboardData });
}

/** /dashboard/<token> and its /todo, /internships and /notes views: the student's semester as staff checked and published it, their own applications and notes. */
export default function Dashboard({ params }: PageProps) {
  const token = params.token ?? '';
  usePageMeta({ title: 'Your semester dashboard · Syl', description: 'Every deadline, quiz and exam from your syllabi, checked by a person.', path: '/dashboard', noindex: true });
  const { state, retry } = useLinkLoad(token, load, () => answeredLoad(token));
  const path = `/dashboard/${token}`;
  useEffect(() => {
    if (state.kind === 'found') rememberDashboard(path);
    if (state.kind === 'not-found' && rememberedDashboard() === path) forgetDashboard();
    if (state.kind === 'not-found') void forgetOffline(token);
  }, [state.kind, path, token]);

  if (state.kind === 'found') return <StudentDashboard token={token} initial={state.dashboard} offlineAsOf={state.offlineAsOf ?? null} />;
  return (
    <SiteLayout>
      <div className="min-h-[60vh] bg-slate-50">
        {state.kind === 'loading' && <LinkCard icon="calendar" title="Your semester dashboard" lead={<p role="status">Opening your dashboard…</p>} />}
        {state.kind === 'not-found' && (
          <Suspense fallback={null}>
            <InvalidLink />
          </Suspense>
        )}
        {state.kind === 'unreachable' && <LinkUnreachable title="Your dashboard could not load" onRetry={retry} />}
      </div>
    </SiteLayout>
  );
}

function StudentDashboard({ token, initial, offlineAsOf }: { token: string; initial: StudentDashboardData; offlineAsOf: string | null }) {
  const [data, setData] = useState<DashboardData>(initial);
  const [reminders, setReminders] = useState(initial.reminders);
  // What the page shows, in the server's shape, kept for the next open without a connection.
  const shown = useMemo<StudentDashboardData>(() => ({ ...data, feedUrl: data.feedUrl ?? initial.feedUrl, referral: data.referral ?? initial.referral, reminders }), [data, reminders, initial]);
  const offline = useOfflineDashboard(token, offlineAsOf, shown, setData);
  const [dashboardUrl] = useState(() => `${window.location.origin}/dashboard`);
  // "Now" moves on while the page stays open: overdue marks and "today" follow it each minute.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const view = currentView();
  const base = `/dashboard/${token}`;

  const putItem = (id: number, change: Partial<DashboardItem>) => setData((current) => ({ ...current, items: current.items.map((item) => (item.id === id ? { ...item, ...change } : item)) }));
  const putOwnItem = (saved: DashboardOwnItem) => setData((current) => ({ ...current, ownItems: [...current.ownItems.filter((item) => item.id !== saved.id), saved].sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '')) }));
  const setStatus = async (entry: TodoEntry, status: TodoStatus) => {
    if (entry.ownItem) {
      const before = entry.ownItem;
      putOwnItem({ ...before, status });
      try {
        putOwnItem(await updateOwnItem(token, before.id, before.version, { status }));
      } catch (failure) {
        putOwnItem(before);
        throw failure;
      }
      return;
    }
    const id = entry.item!.id;
    const before = entry.item!;
    const put = (change: Partial<DashboardItem>) => putItem(id, change);
    put({ status });
    try {
      // No answer: kept on this device until the connection is back; Done counts from now meanwhile.
      put((await offline.saveTodo(id, status)) ?? { doneAt: status === 'Done' ? (before.doneAt ?? new Date().toISOString()) : null });
    } catch (failure) {
      put({ status: before.status, doneAt: before.doneAt });
      throw failure;
    }
  };
  const sendReport = async (item: DashboardItem, fields: ReportFields) => {
    const { message, report } = await reportChange(token, item.id, fields);
    putItem(item.id, { report });
    return message;
  };
  // The own-item form: 'new', the item being edited, or closed; what it last did, said in a live region.
  const [ownForm, setOwnForm] = useState<DashboardOwnItem | 'new' | null>(null);
  const [ownNews, setOwnNews] = useState('');
  const saveOwnItem = async (fields: OwnItemFields) => {
    const editing = ownForm === 'new' ? null : ownForm;
    const saved = editing ? await updateOwnItem(token, editing.id, editing.version, fields) : await addOwnItem(token, fields);
    putOwnItem(saved);
    setOwnNews(`“${saved.title}” was ${editing ? 'saved' : 'added'}.`);
  };
  const deleteOwn = async (item: DashboardOwnItem) => {
    setOwnNews(await deleteOwnItem(token, item.id, item.version));
    setData((current) => ({ ...current, ownItems: current.ownItems.filter((one) => one.id !== item.id) }));
  };
  const addOwnButton = (
    <button type="button" onClick={() => setOwnForm('new')} className={`${buttonSecondary} px-3 py-2 text-sm`}>
      Add a task or event
    </button>
  );
  const todos = todoEntries(data);
  const terms = termsOf(data);
  const changeApplications = (update: (applications: DashboardData['applications']) => DashboardData['applications']) => setData((current) => ({ ...current, applications: update(current.applications) }));
  const noteSaved = (note: DashboardNote) => setData((current) => ({ ...current, notes: [...current.notes.filter((one) => one.courseId !== note.courseId), note] }));
  const reload = async () => {
    const fresh = await loadDashboard(token);
    if (fresh.kind !== 'found') throw new Error('Your dashboard could not be loaded again. Check your connection, then reload the page.');
    setData(fresh.dashboard);
  };

  return (
    <ItemListContexts dashboardUrl={dashboardUrl} editOwnItem={setOwnForm} reportChange={sendReport} timeZone={reminders.timeZone}>
      <DashboardFrame
        action={
          <div className="flex items-center gap-4">
            <RemindersButton token={token} reminders={reminders} onSaved={setReminders} />
            <a href={`mailto:${SUPPORT_EMAIL}`} className="text-sm font-semibold text-slate-700 hover:text-brand-700">
              Help
            </a>
          </div>
        }
        footerNote="Every date checked by the Syl team."
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700">
              {terms.length > 1 ? termList.format(terms.map(({ term }) => term)) : (data.term ?? 'Your semester')} · Updated {updated.format(new Date(data.updatedAt))}
            </p>
            <OfflineStatus state={offline.state} />
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{data.firstName ? `Hi ${data.firstName}` : 'Your semester'}</h1>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Courses">
              {data.courses.map((course) => (
                <li key={course.id} className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200">
                  <span className="h-2.5 w-2.5 rounded-full" style={{ background: course.colour }} aria-hidden="true" />
                  {terms.length > 1 && course.term ? `${course.name} · ${course.term}` : course.name}
                </li>
              ))}
            </ul>
          </div>
          <div className="shrink-0">
            <SyncButton feedUrl={data.feedUrl} onReset={async () => (await resetFeedLink(token)).feedUrl} onEmailSteps={() => emailSyncSteps(token)} />
          </div>
        </div>
        <nav aria-label="Dashboard views" className="flex gap-1 border-b border-slate-200">
          {VIEWS.map(({ suffix, label }) => (
            <ViewTab key={suffix} href={base + suffix} current={view === suffix} label={label} />
          ))}
        </nav>
        {view === '/internships' && (
          <Suspense fallback={<p role="status" className="text-sm text-slate-600">Opening your internship tracker…</p>}>
            <InternshipTracker token={token} applications={data.applications} today={localDay(now)} onChange={changeApplications} onReload={reload} />
          </Suspense>
        )}
        {view === '/notes' && (
          <Suspense fallback={<p role="status" className="text-sm text-slate-600">Opening your notes…</p>}>
            <CourseNotes token={token} courses={data.courses} notes={data.notes} onSaved={noteSaved} />
          </Suspense>
        )}
        {view === '/todo' && (
          <DashboardCard title="To-Do List" badge="BETA" description="Every deadline of your term, and what you added. Filter by course, type or status; overdue work is marked." actions={addOwnButton}>
            <TodoList entries={todos} courses={data.courses} now={now} onStatusChange={setStatus} full />
          </DashboardCard>
        )}
        {/* Asked once: shown while the page was opened unanswered, then it says what was chosen until the page is left. */}
        {view === '' && !initial.reminders.asked && <ReminderPrompt token={token} reminders={reminders} onSaved={setReminders} />}
        {view === '' && (
          <DashboardOverview
            restAfterFirstPaint
            data={data}
            todos={todos}
            now={now}
            onStatusChange={setStatus}
            calendarActions={addOwnButton}
            sideCards={
              data.referral && (
                <Suspense fallback={null}>
                  <ReferralCard referral={data.referral} />
                </Suspense>
              )
            }
            todoFooter={
              <Link href={`${base}/todo`} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                See the whole list, with filters
              </Link>
            }
          />
        )}
        <p role="status" className="sr-only">
          {ownNews}
        </p>
        {ownForm && (
          <Suspense fallback={null}>
            <OwnItemDialog item={ownForm === 'new' ? null : ownForm} courses={data.courses} today={localDay(now)} onSave={saveOwnItem} onDelete={deleteOwn} onReload={reload} onClose={() => setOwnForm(null)} />
          </Suspense>
        )}
      </DashboardFrame>
    </ItemListContexts>
  );
}

function ViewTab({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={`-mb-px whitespace-nowrap border-b-2 px-2 py-2 text-sm font-semibold sm:px-3 ${current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}>
      {label}
    </Link>
  );
}
