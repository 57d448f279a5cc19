/**
 * The line of a syllabus an item's evidence is: the line itself, or, where the engine quotes in
 * brackets the line that named or dated the work ("Section 02 and 03: TUESDAY, DECEMBER 9 (FINAL
 * EXAM:)", "Problem set 4 due (Thursday) (Week 8, a week after Week 7 (8th November))"), the longest
 * line the evidence opens with. The console's document view shows the item there and opens at it.
 */
export function lineOfEvidence(evidence: string, lines: { text: string }[]): string {
  let line = evidence;
  for (const { text } of lines) {
    if (text === evidence) return evidence;
    if (text && evidence.startsWith(`${text} (`) && (line === evidence || text.length > line.length)) line = text;
  }
  return line;
}
