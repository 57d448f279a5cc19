/**
 * Scales for the console's small bar charts: a "nice" top value for the axis (1, 2, 2.5 or 5 times a
 * power of ten) so gridlines fall on round numbers, and the bar geometry inside the plot area.
 */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bars for `values` in a plot `width` × `height`, with a gap of a quarter bar between them. */
export function barLayout(values: number[], width: number, height: number, max = niceMax(Math.max(0, ...values))): Bar[] {
  const slot = width / Math.max(1, values.length);
  const barWidth = slot * 0.75;
  return values.map((value, i) => {
    const barHeight = (Math.max(0, value) / max) * height;
    return { x: i * slot + (slot - barWidth) / 2, y: height - barHeight, width: barWidth, height: barHeight };
  });
}
