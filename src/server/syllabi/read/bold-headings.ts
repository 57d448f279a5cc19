/**
 * Many syllabi mark a heading by setting a short line in bold at the body's size, not by a heading
 * style ("Week 3 – Sept 14", "Signal Analysis Fundamentals"); every reader reads such a line as a
 * heading when it is short, has words, and ends neither a sentence, a label ("Assignments Due:") nor
 * a bracket ("[E-Posting]"), and says no work is due.
 */
export const isHeadingLike = (text: string) => text.length <= 80 && /\p{L}{3}/u.test(text) && !/[.,;:\])]$/.test(text) && !NAMES_A_DEADLINE.test(text);
/**
 * A bold line that says a numbered or named work is due ("HW 2 Due: Sentiment analysis", "DH review
 * assignment due") or what is due when ("Research paper assignments are due at 11:59PM on date indicated")
 * is a deadline set in bold, not a section ("Assignments Due" over a list still is).
 */
const NAMES_A_DEADLINE = /\bdue\s*:|\b(?:is|are|will\s+be)\s+due\b|\d\w*\s+(?:is\s+)?due\b|\b[a-z]+\s+(?:assignment|paper|essay|report|proposal|draft|memo|reflection|response)\s+due\s*$/i;
