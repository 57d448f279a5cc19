import type { DocLine } from '../document.js';
import type { Glyph } from './layout.js';
import type { Box } from './pdf-drawing.js';

/** A month's name alone, as a calendar sets it over its grid ("December", "March 2021"). */
export const isMonthName = (text: string) => MONTH.test(text.trim());
const MONTH = /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?:\s+\d{4})?$/i;
/** A legend's key is a small square; a shaded day is larger and holds its day's number. */
const KEY_SIZE = 25;

const centreX = (glyph: Glyph) => glyph.x + glyph.width / 2;
const within = (box: Box, x: number, y: number) => x >= box.left && x <= box.right && y >= box.bottom && y <= box.top;

/**
 * A calendar figure that marks days by colour, with a legend naming the colours ("Problem Set Due"
 * beside a teal key): the text layer holds the day numbers and the legend but nothing that links
 * them, so each shaded day becomes a line of its own, "December 7: Problem Set Due", which the
 * finders read like a date written out. A day's month is the month name set nearest above it.
 */
export function calendarMarks(glyphs: Glyph[], boxes: Box[], page: number): DocLine[] {
  const legend = new Map<string, string>();
  const keys = new Set<Box>();
  for (const box of boxes) {
    if (box.right - box.left > KEY_SIZE || box.top - box.bottom > KEY_SIZE) continue;
    // The label starts just right of its key, on the key's height.
    const label = glyphs
      .filter((g) => g.x >= box.right - 1 && g.x <= box.right + 20 && g.y >= box.bottom - 3 && g.y <= box.top + 3 && /[a-z]{2}/i.test(g.text))
      .sort((p, q) => p.x - q.x)[0];
    if (!label) continue;
    legend.set(box.colour, label.text.trim());
    keys.add(box);
  }
  if (!legend.size) return [];
  const months = glyphs.filter((g) => isMonthName(g.text));
  const days: { month: Glyph; day: number; label: string }[] = [];
  for (const box of boxes) {
    const label = legend.get(box.colour);
    if (!label || keys.has(box)) continue;
    const number = glyphs.find((g) => /^\d{1,2}$/.test(g.text.trim()) && within(box, centreX(g), g.y + g.size / 3));
    if (!number) continue;
    // The month set above the day's grid, nearest by height and by column.
    const month = months
      .filter((m) => m.y > number.y)
      .sort((p, q) => p.y - number.y + Math.abs(centreX(p) - centreX(number)) - (q.y - number.y + Math.abs(centreX(q) - centreX(number))))[0];
    if (month) days.push({ month, day: Number(number.text), label });
  }
  // In the calendar's order: month by month as they are set (rows, then left to right), day by day.
  return days
    .sort((p, q) => q.month.y - p.month.y || p.month.x - q.month.x || p.day - q.day)
    .map(({ month, day, label }) => ({ page, text: `${month.text.trim().replace(/\s+\d{4}$/, '')} ${day}: ${label}`, opens: true, figure: true }));
}
