/**
 * Many syllabi mark a heading by setting a short line in bold at the body's size, not by a heading
 * style ("Week 3 – Sept 14", "Signal Analysis Fundamentals"); every reader reads such a line as a
 * heading when it is short, has words, and ends neither a sentence, a label ("Assignments Due:") nor
 * a bracket ("[E-Posting]").
 */
export const isHeadingLike = (text: string) => text.length <= 80 && /\p{L}{3}/u.test(text) && !/[.,;:\])]$/.test(text);
