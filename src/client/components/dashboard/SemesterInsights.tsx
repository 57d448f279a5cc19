import { monthDay, shortDate, showsYears, weekLabel } from '../../lib/dashboard/calendar';
import { isImportant, type SemesterInsightsData } from '../../lib/dashboard/model';

interface Insight {
  label: string;
  value: string;
  detail: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The busiest week ahead and what is in it, what is due in the next 7 days, and items per week across the term. */
export function SemesterInsights({ insights, today, extra = [] }: { insights: SemesterInsightsData; today: string; extra?: readonly Insight[] }) {
  const busiest = insights.busiestWeek;
  const rows: Insight[] = [
    {
      label: 'Busiest week',
      value: busiest ? weekLabel(busiest.start, today) : '—',
      detail: busiest ? `${plural(busiest.count, 'deadline')}: ${busiest.items.map((item) => item.title).join(', ')}. Start early.` : 'Nothing is left to do this term.',
    },
    {
      label: 'Next 7 days',
      value: plural(insights.dueNextSevenDays.length, 'item'),
      detail: insights.dueNextSevenDays.length ? insights.dueNextSevenDays.map((item) => `${item.title} (${shortDate(item.date, today)})`).join(', ') : 'Nothing due in the coming week.',
    },
    // Only when the courses are from different terms: one term is already in the page's header.
    ...(insights.terms.length > 1
      ? [{ label: 'Terms', value: plural(insights.terms.length, 'term'), detail: insights.terms.map(({ term, courses }) => `${term}: ${courses.map((course) => course.name).join(', ')}`).join('. ') + '.' }]
      : []),
    ...extra,
  ];
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {rows.map((insight) => (
          <li key={insight.label} className="py-3 first:pt-0 last:pb-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{insight.label}</p>
            <p className="mt-1 text-xl font-extrabold text-slate-900">{insight.value}</p>
            <p className="mt-0.5 text-sm text-slate-600">{insight.detail}</p>
          </li>
        ))}
      </ul>
      <WeekChart weeks={insights.perWeek} today={today} />
    </div>
  );
}

/** The share of a week's width left blank between two bars. */
const BAR_GAP = 0.15;

/** A small bar chart of items per week; weeks holding an exam or project are red. Its numbers, for the weeks that have items, are in a table for screen readers. */
function WeekChart({ weeks, today }: { weeks: SemesterInsightsData['perWeek']; today: string }) {
  if (weeks.length === 0) return null;
  // The two ends name their years together: "Sep 1, 2025 … Jan 5, 2026", never one without the other.
  const endsWithYears = showsYears([weeks[0]!.start, weeks.at(-1)!.start], today);
  const most = Math.max(1, ...weeks.map((week) => week.items.length));
  return (
    <figure className="mt-5 border-t border-slate-100 pt-4">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">Items per week</figcaption>
      {/* One unit of width per week, stretched to the card: however long the span, the chart is never wider than its card. */}
      <svg className="mt-3 block h-20 w-full" viewBox={`0 0 ${weeks.length} 100`} preserveAspectRatio="none" aria-hidden="true">
        {weeks.map((week, index) => {
          const height = Math.max(4, (week.items.length / most) * 100);
          return (
            <rect
              key={week.start}
              x={index + BAR_GAP / 2}
              y={100 - height}
              width={1 - BAR_GAP}
              height={height}
              className={week.items.some(isImportant) ? 'fill-red-400' : 'fill-blue-400'}
              opacity={week.items.length ? 1 : 0.25}
            >
              <title>{`Week of ${weekLabel(week.start, today)}: ${plural(week.items.length, 'item')}`}</title>
            </rect>
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-[11px] text-slate-600" aria-hidden="true">
        <span>{monthDay(weeks[0]!.start, endsWithYears)}</span>
        <span>{monthDay(weeks.at(-1)!.start, endsWithYears)}</span>
      </p>
      {/* The wrapper clips: a table ignores sr-only's height and overflow, and its rows would lengthen the page. Only weeks with items are read out. */}
      <div className="sr-only">
        <table>
          <caption>Items per week</caption>
          <tbody>
            {weeks
              .filter((week) => week.items.length > 0)
              .map((week) => (
                <tr key={week.start}>
                  <th scope="row">Week of {weekLabel(week.start, today)}</th>
                  <td>{week.items.length}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
