import { useId } from 'react';
import { barLayout, niceMax } from './chart';

interface BarChartProps {
  title: string;
  points: { day: string; value: number }[];
  format: (value: number) => string;
}

// Drawn at about the size it is shown, so its 11-unit labels read at about 11 px.
const WIDTH = 400;
const HEIGHT = 180;
const LEFT = 40;
const BOTTOM = 24;
const TOP = 8;

const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A small hand-drawn bar chart of one value per day, with a text summary for screen readers. */
export function BarChart({ title, points, format }: BarChartProps) {
  const summaryId = useId();
  const values = points.map((point) => point.value);
  const max = niceMax(Math.max(0, ...values));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const bars = barLayout(values, plotWidth, plotHeight, max);
  const total = values.reduce((sum, value) => sum + value, 0);
  const labelEvery = Math.ceil(points.length / 6);
  const best = points.reduce((top, point) => (point.value > top.value ? point : top), points[0] ?? { day: '', value: 0 });

  return (
    <figure className="px-5 py-4">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className="h-auto w-full" role="img" aria-labelledby={summaryId}>
        {[0, 0.5, 1].map((fraction) => {
          const y = TOP + plotHeight * (1 - fraction);
          return (
            <g key={fraction}>
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke="#e2e8f0" strokeWidth="1" />
              <text x={LEFT - 8} y={y + 4} textAnchor="end" fontSize="11" fill="#475569">
                {format(max * fraction)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, i) => (
          <rect key={points[i]!.day} x={LEFT + bar.x} y={TOP + bar.y} width={bar.width} height={Math.max(bar.height, values[i]! > 0 ? 1 : 0)} rx="2" fill="#4f46e5">
            <title>{`${shortDay(points[i]!.day)}: ${format(values[i]!)}`}</title>
          </rect>
        ))}
        {points.map((point, i) => {
          // Labels count back from today, which is always labelled, right-aligned at the edge.
          const fromEnd = points.length - 1 - i;
          if (fromEnd % labelEvery !== 0) return null;
          const last = fromEnd === 0;
          return (
            <text key={point.day} x={last ? WIDTH : LEFT + bars[i]!.x + bars[i]!.width / 2} y={HEIGHT - 6} textAnchor={last ? 'end' : 'middle'} fontSize="11" fill="#475569">
              {shortDay(point.day)}
            </text>
          );
        })}
      </svg>
      <figcaption id={summaryId} className="mt-2 text-sm text-slate-600">
        {title}: {format(total)} in all over {points.length} days{best.value > 0 && `, highest on ${shortDay(best.day)} (${format(best.value)})`}.
      </figcaption>
    </figure>
  );
}
