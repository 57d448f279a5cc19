import * as chrono from 'chrono-node';
import { matchesOf } from './matches.js';

/** A calendar date written in the text, before its year is resolved against the term. */
export interface DateMention {
  /** Where the mention starts and ends in the text. */
  index: number;
  end: number;
  month: number;
  day: number;
  /** Stated in the text ("September 20, 2023", "09/12/2023"), else undefined. */
  year?: number;
  /** 0 = Sunday … 6 = Saturday, when the text names the weekday. */
  weekday?: number;
  /** The last day of a window ("03/24-26", "Mar 22 – 26"). */
  until?: { month: number; day: number };
  /** A time stated with the date ("Thursday September 20th 7:00-8:30 PM"), as HH:MM. */
  time?: string;
  /** Written with numbers only (9/12): its day/month order may be ambiguous. */
  numeric: boolean;
  /** "10/22/23": its year may be the next day, two days offered for one exam (see `asTwoDays`). */
  yearOrNextDay?: boolean;
}

/** "10/22/23" read as October 22 and 23 of a year still to settle, where its year is not the course's. */
export const asTwoDays = (mention: DateMention): DateMention => (mention.yearOrNextDay ? { ...mention, year: undefined, yearOrNextDay: undefined, until: { month: mention.month, day: mention.day + 1 } } : mention);

// Dates are read by chrono-node's strict parsers (no "today", "next week"); the rules around them
// (which numbers are not dates, windows, the year) are ours.
const parser = withDaysOnly(chrono.strict.clone());
const parserDayFirst = withDaysOnly(chrono.en.GB.clone());

/**
 * A chrono without its parsers of spans of time and relative days ("within 3 days", "2 weeks later", "tomorrow"): no date is
 * kept from them, and they cost a fifth of its time. (Told by their class names: chrono is loaded from its package, never bundled.)
 */
function withDaysOnly(chronoParser: chrono.Chrono): chrono.Chrono {
  const RELATIVE_PARSER = /TimeUnit|Casual|Relative|EndOfCurrentMonth/;
  chronoParser.parsers = chronoParser.parsers.filter((one) => !RELATIVE_PARSER.test(one.constructor.name));
  return chronoParser;
}

/** Numbers that look like m/d but are not dates: fractions of a grade, decimals, scores; a book's numbered parts, listed too ("CH 8, 9, 10, 12 May 12"). */
/** What follows a count, not a day: "3/4 of", "10-15 page essay", "5-7 minutes", "docked 1/2 letter grade". */
const NOT_A_DATE_AFTER = /^\s*-?\s*(?:of\b|%|(?:letter\s+)?grades?\b|points?\b|pts\b|marks?\b|pages?\b|pp\b|words?\b|minutes?\b|mins?\b|hours?\b|hrs?\b|slides?\b|students?\b|people\b|questions?\b|sources?\b|references?\b|paragraphs?\b|sentences?\b|double[\s-]spaced\b)/i;
const NOT_A_DATE_BEFORE = /(?:[\d.,]|\b(?:chapters?|ch|sections?|pp?|pages?|books?|lines?|verses?|problems?|exercises?|ex|figs?|figures?|tables?|eq|version|v|modules?|units?|weeks?|lectures?|lessons?|sessions?|slides?|questions?|parts?|items?|s[ée]ances?|sesi[oó]n(?:es)?|sess[aã]o|sess[õo]es|semaines?|semanas?)\.?\s*|\b(?:chapters?|ch|sections?|pp?|pages?|problems?|exercises?|questions?)\.?\s*(?:\d{1,3}(?:\.\d{1,3})?[a-z]?\s*(?:,|--?|–)\s*(?:and\s+)?)+)$/i;
// ("S" alone is no weekday a date can be checked by: timetables write it for Saturday and for Sunday.)
const WEEKDAY_AFTER = /^\s*(?:\(|,|-|–)?\s*((?:sun|mon|tue|wed|thu|fri|sat)[a-z]*)\.?\)?(?![a-z])|^\s*\(\s*(Su|Sa|Tu|Th|M|T|W|R|F|U)\.?\s*\)/i;
/**
 * The whole word right before a date, past a dot, a comma and spaces: a timetable letter ("R 10/3")
 * or a weekday's name chrono left out of the date ("Tues 11/12"). Only the few characters before the
 * date are looked at, as this runs for every date.
 */
function wordBefore(text: string, at: number): string | undefined {
  const tail = text.slice(Math.max(0, at - 16), at);
  // (Or with the date in brackets after it: "announced Friday (Sep 1)".)
  const word = /([a-z]+)\.?,?(?:\s+|\s*\(\s*)$/i.exec(tail);
  const start = at - tail.length + (word?.index ?? 0);
  return word && (start === 0 || /[\s|(]/.test(text[start - 1]!)) ? word[1] : undefined;
}
/** What follows a weekday that is a date's own: its day in figures or its month's name. */
const OPENS_A_DATE = /^\.?,?\s*(?:\d{1,2}[/.-]\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/i;
const TIMETABLE_LETTER = /^(?:Su|Sa|Tu|Th|M|T|W|R|F|U)$/;
const WEEKDAY_PREFIXES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** Timetable letters and two-letter forms: "M W F", "T Th", "R" for Thursday, "U" for Sunday. */
const WEEKDAY_LETTERS: Record<string, number> = { u: 0, su: 0, m: 1, mo: 1, t: 2, tu: 2, w: 3, we: 3, r: 4, th: 4, f: 5, fr: 5, s: 6, sa: 6 };

/** The weekday a word names, 0 = Sunday: "Thursday", "Thurs.", "TH", "R". */
export function weekdayNamed(word: string): number | null {
  const name = (ROMANCE_WEEKDAYS[word.toLowerCase()] ?? word).replace(/\.$/, '').toLowerCase();
  if (name in WEEKDAY_LETTERS) return WEEKDAY_LETTERS[name]!;
  const index = WEEKDAY_PREFIXES.findIndex((prefix) => name.startsWith(prefix));
  return index >= 0 ? index : null;
}
const WEEKDAY_WORD = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\\.?';
const WEEKDAY_LIST = `${WEEKDAY_WORD}(?:\\s*(?:,|and|&|\\/)\\s*${WEEKDAY_WORD})*`;
/** A timetable's weekday letters, as in "MWF", "TTh", "TR". */
const WEEKDAY_LETTER = 'Tu|Th|Sa|Su|[MTWRF]';
const WEEKDAY_LETTERS_IN = new RegExp(WEEKDAY_LETTER, 'gi');
/** "Lectures are on Monday and Wednesday", "The class meets Tuesdays & Thursdays". */
// (Not a deadline's day beside it: "the day before the corresponding session, that is, the previous Wednesday at noon".)
const MEETS_ON = new RegExp(`\\b(?:lectures?|class(?:es)?|meets?|meetings?|sessions?|seminars?)\\b[^.\\n]{0,40}?\\b(?<!\\b(?:previous|preceding|following|next|before|by|due)\\s)(${WEEKDAY_LIST})\\b`, 'gi');
/** A line opening with its days and the hours they meet, or labelled so: "Tuesday 11:30am - 1:50pm", "MW 1:30-2:50", "Course Hours  T Th 2-5", "Class: Tu/Th 9:00-10:20 AM", "When: Monday and Wednesday 8:05-9:20 AM". */
const DAYS_AND_HOURS = new RegExp(`^[\\W_]*(?:(?![^\\n]*\\boffice\\b)[a-z ]{0,30}\\b(?:hours?|times?|when|meetings?|meets|lectures?|class(?:es)?|sessions?)\\b[\\W_]*)?(${WEEKDAY_LIST}|(?:${WEEKDAY_LETTER})(?:\\s?\\/?\\s?(?:${WEEKDAY_LETTER}))*)[\\s,:]+\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?\\s*[-–—]\\s*\\d`, 'gim');
/** A room in capitals and its number opening a line, then the days and hours the class meets there: "RPHYS 112, Tue, Thur 4:05–5:25 p.m.". */
const ROOM_THEN_DAYS = new RegExp(`^[\\W_]*[A-Z]{2,8}\\s*\\d{1,4}[A-Z]?,\\s*(${WEEKDAY_LIST})[\\s,:]+\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?\\s*[-–—]\\s*\\d`, 'gim');
/** (The room's letters must be capitals, as the pattern, which reads weekdays in any case, cannot say: "Exam 1, Thu 7-9pm" names no room.) */
const inCapitals = (room: RegExpMatchArray) => /^[\W_]*[A-Z]{2,8}\s*\d/.test(room[0]);
/** A line opening with weekdays in the plural, as a recurring time, and the clock time: "Wednesdays 🕐 14:40 @Informatics Institute". */
const WEEKLY_AT = new RegExp(`^[\\W_]*((?:mon|tues|wednes|thurs|fri|satur|sun)days(?:\\s*(?:,|and|&|\\/)\\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days)*)[\\W_]+\\d{1,2}(?::\\d{2}|\\s*[ap]\\.?m\\b)`, 'gim');

/** A weekday recurring over a span of hours: "It will run every two Thursdays from 14:15 to 18:00", "every Monday, 2-4pm". */
const EVERY_WEEKDAY_FOR_HOURS = new RegExp(`\\bevery\\s+(?:other\\s+|two\\s+|second\\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\\b[^.\\n\\d]{0,12}\\d{1,2}(?:[:.]\\d{2})?\\s*(?:[ap]\\.?m\\.?)?\\s*(?:[-–—]|to)\\s*\\d`, 'gi');

/**
 * The weekdays a syllabus says its class meets on, 0 = Sunday: what a schedule's dates fall on when
 * it names no weekday beside them.
 */
export function meetingDays(text: string): Set<number> {
  const days = new Set<number>();
  for (const match of [...matchesOf(MEETS_ON, text), ...matchesOf(DAYS_AND_HOURS, text), ...matchesOf(WEEKLY_AT, text), ...matchesOf(EVERY_WEEKDAY_FOR_HOURS, text), ...matchesOf(ROOM_THEN_DAYS, text).filter(inCapitals)]) {
    const list = match[1]!;
    const words = /[a-z]{3}/i.test(list) ? list.split(/[\s,&/]+|\band\b/i).filter(Boolean) : (list.match(WEEKDAY_LETTERS_IN) ?? []);
    for (const word of words) {
      const day = weekdayNamed(word.replace(/s\.?$/i, ''));
      if (day !== null) days.add(day);
    }
  }
  return days;
}

/** A kind of class session and the weekday it meets: "Lab, a.k.a. recitation: Fridays 2:20-3:50pm", "Recitation sections meet Thursdays". */
const SESSION_ON = new RegExp(`\\b(lab|recitation|section|discussion|tutorial)s?\\b(?:[^.\\n]|\\.(?=\\S)|(?<=a\\.k\\.a)\\.){0,40}?\\b(${WEEKDAY_WORD})\\b`, 'gi');

/**
 * The one weekday each kind of session meets on ("lab" → Friday), where the syllabus names one: work
 * due "at the start of the Lab session" is due that day of its week. A kind named on two weekdays
 * (sections on Mondays and Tuesdays) has none.
 */
export function sessionWeekdays(text: string): Map<string, number> {
  const days = new Map<string, Set<number>>();
  for (const [, kind, weekday] of matchesOf(SESSION_ON, text)) {
    const day = weekdayNamed(weekday!.replace(/s\.?$/i, ''));
    if (day !== null) days.set(kind!.toLowerCase(), (days.get(kind!.toLowerCase()) ?? new Set()).add(day));
  }
  return new Map([...days].filter(([, set]) => set.size === 1).map(([kind, set]) => [kind, [...set][0]!]));
}

/** A month's name or its short form, as a pattern to build on. */
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)';
const MONTH_NAME = new RegExp(`\\b${MONTH}[a-z]*\\b`, 'i');
// (And a span, which the day-first parser reads from its reference day: "deadlines are +10 days".)
const RELATIVE = /\b(?:after|before|ago|later|from\s+now|within|next|last|this|in|days?|weeks?|months?|hours?|minutes?)\b/i;
const WINDOW_AFTER = /^\s*[-–—]\s*(\d{1,2})\b(?![/:.]\d)/;

/** A number just before a weekday that no month precedes ("Section 01 Thursday December 10th") is not an hour. */
const NUMBER_BEFORE_WEEKDAY = /(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*)(?<![/.\d-])\b\d{1,2}(?=\s+(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\b)/gi;

const PERCENT = /\b\d{1,3}(?:\.\d+)?\s*%/g;
// A lookbehind stands after what it guards (the space, the hyphen) where it can: written first, V8 tried it at every position of every line.
/** The space between dates set side by side ("September 13   October 11"), which chrono would read as "11 October…": a separator. */
const SPACE_BEFORE_NEXT_DATE = new RegExp(`[ \\t]+(?=${MONTH}[a-z]*\\.?[ \\t]+\\d)(?<=\\b${MONTH}[a-z]*\\.?[ \\t]+\\d{1,2}(?:st|nd|rd|th)?[ \\t]+)`, 'gi');
/**
 * The hyphen of "January 31-February 5": chrono reads "7-February 11" as a day, a month and a year
 * (2011) and "31-February 5" as nothing, but reads the range when the hyphen is a dash. (Not a day's
 * month before its year, "24-Mar 2023".)
 */
const HYPHEN_BEFORE_MONTH = new RegExp(`(?<=\\d)-(?=${MONTH}[a-z]*\\.?\\s*\\d)(?!${MONTH}[a-z]*\\.?\\s*(?:19|20)\\d{2}\\b)`, 'gi');
/** A note of when the page was edited, not a date of the course's: "(Corrected 9/18/15)", "updated on 3/2". */
const EDITED_BEFORE = /\b(?:corrected|updated|revised|edited|changed)(?:\s+on)?\s*$/i;
/** "Midterm 1: covers material from Jan 09-Feb 17", "Exam #1 (Through 09/27/2019)": the days an exam covers are no day of the exam's. */
const COVERAGE_BEFORE = /\bcover(?:s|ing|ed)?\s+(?:(?:the\s+)?(?:material|content|lectures?|topics?|readings?)\s+)?(?:from|since|through)\s*$|\(\s*(?:through|thru)\s*$/i;
/** "1/13-1/17": chrono reads a hyphen between numeric dates as a time zone's offset; an en dash makes it the range it is. */
const HYPHEN_BETWEEN_NUMERIC_DATES = /(?<=\b\d{1,2}\/\d{1,2})\s*-\s*(?=\d{1,2}\/\d{1,2}\b)/g;
/** "8/25+8/27": a week's two class days joined by a plus, which chrono reads as a time zone's offset; two dates. */
const PLUS_BETWEEN_NUMERIC_DATES = /(?<=\b\d{1,2}\/\d{1,2})\+(?=\d{1,2}\/\d{1,2}\b)/g;
/** "12/11 - 3 — 5pm", "12/7 - 9AM to noon": a dash between a date and its hours, which chrono would read as an hour range "11 - 3". */
const DASH_BEFORE_HOURS = new RegExp(`(?<=\\b(?:\\d{1,2}\\/\\d{1,2}|${MONTH}[a-z]*\\.?\\s+\\d{1,2}))\\s*[-–—]\\s*(?=\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\b|(?:[-–—]|to)\\s*\\d{1,2}(?::\\d{2})?\\s*[ap]\\.?m\\b))`, 'gi');
/** "by 9:00 February 28": chrono reads no date after a clock time without AM or PM; a comma between lets it. */
const CLOCK_BEFORE_MONTH = new RegExp(`(?<=\\b\\d{1,2}:\\d{2})\\s+(?=${MONTH}[a-z]*\\.?\\s+\\d)`, 'gi');
/**
 * "Fri 24-Mar 1400": a day's hours on the 24-hour clock without a colon after a day and month, which chrono
 * reads as the year 1400. (Not 19xx or 20xx, which a year may be.) Masked, the date stands.
 */
const CLOCK_AS_YEAR = new RegExp(`(?<=\\b\\d{1,2}[-\\s]${MONTH}[a-z]*\\.?)\\s+(?:[01][0-8]|2[1-3])[0-5]\\d\\b(?![/.:-]\\d)`, 'gi');
/** A weekday's name or its short form, as a pattern to build on ("Fri", "Thurs.", "Monday"). */
export const WEEKDAY_NAME = '\\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
/** "May. 10": the one month whose full name takes no abbreviating dot, written with one as the others are ("Jan. 25"). */
const DOTTED_MAY = /\b(?:May|MAY)\.(?=[ \t]+\d{1,2}(?!\d))/g;
/** "Monday, 01 /13": a weekday's numeric date with a space before its slash, read with the space ahead of it. */
// (It opens with the weekday, not a lookbehind tried at every character of every line.)
const SPACED_SLASH_BESIDE_WEEKDAY = new RegExp(`(${WEEKDAY_NAME},?[ \\t]+)(\\d{1,2})([ \\t]+)\\/(?=\\d{1,2}\\b)`, 'gi');
/** "FRI-14-JAN": a weekday joined to its date by a hyphen, read with a space for it. */
const WEEKDAY_HYPHEN = new RegExp(`-(?=\\d{1,2}[-\\s]${MONTH})(?<=${WEEKDAY_NAME}-)`, 'gi');
/** "6/February 15": a week's number and a slash before its date, which chrono would read as February 6. */
const NUMBER_SLASH_BEFORE_MONTH = new RegExp(`(?<![\\d/.-])\\d{1,2}\\/(?=\\s*${MONTH}[a-z]*\\.?\\s+\\d)`, 'gi');
/** "January 31/February 1": a slash between two written dates, two days (chrono reads "31/February" as one). */
const SLASH_BETWEEN_DATES = new RegExp(`(?<=\\b${MONTH}[a-z]*\\.?\\s+\\d{1,2})\\/(?=\\s*${MONTH}[a-z]*\\.?\\s+\\d)`, 'gi');
/** "3-1/23": a week's number and a hyphen before its numeric date, which chrono would read as March 1. */
const NUMBER_HYPHEN_BEFORE_NUMERIC_DATE = /(?<![\d/.-])\d{1,2}-(?=\d{1,2}\/\d{1,2}\b(?![/.-]\d))/g;
/** "xx May 25", "?? Oct": a day not yet set, written as a placeholder before its month; chrono would read "May 25". */
const PLACEHOLDER_DAY = new RegExp(`(?<![\\w?])(?:xx|\\?\\?)[ \\t]+${MONTH}[a-z]*\\.?(?:[ \\t]+\\d{1,4}\\b)?`, 'gi');
/** "March 3/7", "February 2/7": a month's name over a date in figures of that month labels it; chrono would read "March 3". */
const MONTH_BEFORE_ITS_NUMERIC_DATE = new RegExp(`\\b(${MONTH})[a-z]*\\.?(?=\\s+(\\d{1,2})\\/\\d{1,2}\\b)`, 'gi');
/** Months' short names in the year's order. */
export const MONTH_ORDER = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const blankMonthOverItsDate = (text: string) =>
  text.replace(MONTH_BEFORE_ITS_NUMERIC_DATE, (name: string, month: string, figures: string) => (MONTH_ORDER.indexOf(month.toLowerCase()) + 1 === Number(figures) ? ' '.repeat(name.length) : name));
/** "7. Sep", "24. AUG": a day written with a dot, as German and Nordic schedules do, before its month; read with a space for the dot. */
const DOTTED_DAY_BEFORE_MONTH = new RegExp(`(?<=(?<![\\d.])\\d{1,2})\\.(?=[ \\t]?${MONTH}[a-z]*\\b(?!\\.?\\s*\\d))`, 'gi');
/**
 * "Friday, 1.15", "3.21 Tue": beside a weekday, two numbers joined by a dot are a date (read with a slash), not a
 * section's number.
 */
const DOTTED_DATE_BESIDE_WEEKDAY = new RegExp(`\\.(?=\\d{1,2}\\b(?![.,]\\d))(?<=${WEEKDAY_NAME},?[ \\t]+\\d{1,2}\\.)|(?<=(?<![\\d.])\\d{1,2})\\.(?=\\d{2}[ \\t]+${WEEKDAY_NAME}(?![a-z]))`, 'gi');
/**
 * "1-7 (M)", "2-8 (F)": a month and day joined by a hyphen, then its weekday's letter in brackets, are a date.
 * (A one-figure month: chrono reads "10-12" as October 12 already.)
 */
const HYPHEN_DATE_BEFORE_WEEKDAY_LETTER = /(?<=(?<![\d/.-])\d)-(?=[0-3]?\d[ \t]*\((?:m|t|w|r|f|s|tu|th|sa|su|mon|tues?|wed|thu|thurs|fri|sat|sun)\.?\))/gi;
/** "Due 01.29", "In Class, 01.31": after "due" or a class's "in class", two numbers joined by a dot are a date too. */
const DOTTED_DATE_AFTER_DUE = /\.(?=\d{2}\b(?![.,]\d))(?<=\b(?:due(?:\s+on)?|in[\s-]class,?)[ \t]+[01]?\d\.)/gi;
/** "due M, 7-8, 11pm", "Due 9-14": after "due" (and a weekday), a month and day joined by a hyphen are a date, not a range of hours or pages. */
const HYPHEN_DATE_AFTER_DUE = /-(?=\d{1,2}\b(?![.:/-]\d|\s*(?:[ap]\.?m\b|o['’]?clock)))(?<=\bdue(?:\s+on)?,?[ \t]+(?:(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|[MTWRF]|Tu|Th),?[ \t]+)?1?\d-)/gi;
/** "Fri: Sep 1": a weekday and a colon before a date label the date, read as "Fri, Sep 1". */
const WEEKDAY_COLON = new RegExp(`:(?=[ \\t]*(?:${MONTH}[a-z]*\\.?[ \\t]+\\d|\\d{1,2}\\/\\d{1,2}\\b))(?<=${WEEKDAY_NAME}:)`, 'gi');
/** "Class06-07", "Lab3/4": numbers glued to a word that is no month or weekday ("Sept9-10" is a date) name work, not a day. */
const NUMBERS_GLUED_TO_WORD = /(?<![\p{L}\d])(\p{L}{2,})(\d{1,2}[-–/]\d{1,2})(?![\d/])/gu;
const GLUED_DATE_WORD = new RegExp(`^(?:${MONTH}|mon|tue|wed|thu|fri|sat|sun)[a-z]*$`, 'i');
const withoutNumbersGluedToWords = (text: string) => text.replace(NUMBERS_GLUED_TO_WORD, (glued, word: string, numbers: string) => (GLUED_DATE_WORD.test(word) ? glued : word + ' '.repeat(numbers.length)));
/** "WEEK 05, 09/20 - 09/22": a week's or a session's number is never part of a date. */
const NUMBERED_UNIT = /\b(weeks?|wk|sessions?|class|lectures?|units?|modules?|lessons?)(\s*#?\d{1,2})\b(?![/.-]\d)/gi;

/** Spanish month names, full or short, as English ones: "Octubre 12", "Dic 5", "14 de septiembre". */
export const SPANISH_MONTHS: Record<string, string> = { ene: 'Jan', feb: 'Feb', mar: 'Mar', abr: 'Apr', may: 'May', jun: 'Jun', jul: 'Jul', ago: 'Aug', sep: 'Sep', set: 'Sep', oct: 'Oct', nov: 'Nov', dic: 'Dec' };
const SPANISH_MONTH = '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|abr|ago|dic)';
// Only beside a day ("Octubre 12", "14 de octubre", "Vie 14 ago"), so that a word such as "ago" stays a word.
const SPANISH_DATE = new RegExp(`\\b${SPANISH_MONTH}\\b\\.?(?=\\s*\\d{1,2}\\b)|(?<=\\b\\d{1,2}\\s+)(?:de\\s+)?${SPANISH_MONTH}\\b`, 'gi');
/** A Spanish date with its year: "14 de octubre de 2022", and "07/septiembre/2022" as a table's date column writes it. */
const SPANISH_DATE_WITH_YEAR = new RegExp(`\\b(\\d{1,2})(?:[/.-]|\\s+de\\s+)(${SPANISH_MONTH})(?:[/.-]|\\s+de\\s+)(\\d{4})\\b`, 'gi');

/** German months after their day ("23. Oktober", "4. März 2024"), as German and Austrian syllabi write them: read as "Oct 23", "Mar 4, 2024". */
const GERMAN_MONTHS: Record<string, string> = { januar: 'Jan', jänner: 'Jan', februar: 'Feb', märz: 'Mar', maerz: 'Mar', mai: 'May', juni: 'Jun', juli: 'Jul', oktober: 'Oct', dezember: 'Dec' };
const GERMAN_DATE = new RegExp(`\\b(\\d{1,2})\\.\\s*(${Object.keys(GERMAN_MONTHS).join('|')})(?![\\p{L}])(\\s+\\d{4}\\b)?`, 'giu');

/** French, Italian and Portuguese month names, as their schedules write them after the day ("27 mars", "27 marzo 2023", "14 de março"; French short ones too, "3 févr."). */
export const ROMANCE_MONTHS: Record<string, string> = {
  janvier: 'Jan', février: 'Feb', fevrier: 'Feb', mars: 'Mar', avril: 'Apr', mai: 'May', juin: 'Jun', juillet: 'Jul', août: 'Aug', aout: 'Aug', septembre: 'Sep', octobre: 'Oct', novembre: 'Nov', décembre: 'Dec', decembre: 'Dec',
  janv: 'Jan', févr: 'Feb', fevr: 'Feb', fév: 'Feb', avr: 'Apr', juil: 'Jul', déc: 'Dec',
  gennaio: 'Jan', febbraio: 'Feb', marzo: 'Mar', aprile: 'Apr', maggio: 'May', giugno: 'Jun', luglio: 'Jul', agosto: 'Aug', settembre: 'Sep', ottobre: 'Oct', dicembre: 'Dec',
  janeiro: 'Jan', fevereiro: 'Feb', março: 'Mar', marco: 'Mar', abril: 'Apr', maio: 'May', junho: 'Jun', julho: 'Jul', setembro: 'Sep', outubro: 'Oct', novembro: 'Nov', dezembro: 'Dec',
};
// Only after a day's number ("1er mars", "27 marzo"), so that "mars" and "mai" stay words elsewhere.
const ROMANCE_DATE = new RegExp(`\\b(\\d{1,2})(?:er|º|°)?\\s+(?:de\\s+)?(${Object.keys(ROMANCE_MONTHS).join('|')})(?![\\p{L}])(?:\\s+(?:de\\s+)?(\\d{4})\\b)?`, 'giu');

/** Portuguese short months glued to their day, or after a slash or hyphen ("24set", "3dez", "18/out"), as Brazilian schedules write them: their English names are as long. */
const PORTUGUESE_SHORT_MONTHS: Record<string, string> = { fev: 'Feb', abr: 'Apr', mai: 'May', ago: 'Aug', set: 'Sep', out: 'Oct', dez: 'Dec' };
const PORTUGUESE_SHORT_DATE = /(?<=\b\d{1,2}[/-]?)(fev|abr|mai|ago|set|out|dez)(?![\p{L}])/giu;

/** Spanish and French weekdays as English ones, before a day's number ("Jueves 30 de noviembre", "martes, 7", "lundi 30 août"). */
const ROMANCE_WEEKDAYS: Record<string, string> = { lunes: 'Mon', martes: 'Tue', miércoles: 'Wed', miercoles: 'Wed', jueves: 'Thu', viernes: 'Fri', sábado: 'Sat', sabado: 'Sat', domingo: 'Sun', lundi: 'Mon', mardi: 'Tue', mercredi: 'Wed', jeudi: 'Thu', vendredi: 'Fri', samedi: 'Sat', dimanche: 'Sun' };
const ROMANCE_WEEKDAY_NAME = 'lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const PORTUGUESE_WEEKDAY_NAME = '(?:segunda|ter[çc]a|quarta|quinta|sexta)(?:-feira)?|s[áa]bado|domingo';
const ROMANCE_WEEKDAY = new RegExp(`(?<![\\p{L}])(?:${ROMANCE_WEEKDAY_NAME})(?![\\p{L}])(?=,?\\s+\\d{1,2}\\b)`, 'giu');
/**
 * A Spanish weekday cut short before a day of a named month ("mar. 14 de Agosto", "jue. 16 de agosto"), as a
 * spreadsheet's dates are written: "mar." is Tuesday there, not March. Read as the English weekday, as long.
 */
const SPANISH_SHORT_WEEKDAYS: Record<string, string> = { lun: 'Mon', mar: 'Tue', mié: 'Wed', mie: 'Wed', jue: 'Thu', vie: 'Fri', sáb: 'Sat', sab: 'Sat', dom: 'Sun' };
const SPANISH_SHORT_WEEKDAY = new RegExp(`(?<![\\p{L}])(?:lun|mar|mi[ée]|jue|vie|s[áa]b|dom)(?=\\.?,?\\s+\\d{1,2}\\s+(?:de\\s+)?(?:${SPANISH_MONTH}|${Object.keys(SPANISH_MONTHS).join('|')})(?![\\p{L}]))`, 'giu');
/** A weekday's name, English, Spanish or French, as a pattern to build on ("Thu", "Thursday", "Jueves", "lundi"). */
export const ANY_WEEKDAY_NAME = `(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|${ROMANCE_WEEKDAY_NAME})`;

/**
 * The room a foreign date's English words leave is filled with zero-width spaces, not spaces: chrono's day-first parser
 * reads "24 Sep" followed by several spaces as a month alone. A date's mention ends after its room.
 */
const ROOM = '\u200b';
/** A Spanish, German, French, Italian or Portuguese date written over in English words of the same length, so that its place in the text stays. */
/** Months as hands mistype them ("Otober 18", "Febuary 3"), read as their short names. */
const MISTYPED_MONTH = /\b(?:janaury|januray|febuary|feburary|febraury|apirl|agust|setpember|septmber|otober|ocotber|octobor|novmber|novemeber|decmber|decemeber)\b/gi;
const MISTYPED_AS = (word: string) => ({ ja: 'Jan', fe: 'Feb', ap: 'Apr', ag: 'Aug', se: 'Sep', ot: 'Oct', oc: 'Oct', no: 'Nov', de: 'Dec' })[word.slice(0, 2).toLowerCase()]!;

const inEnglishNames = (text: string) =>
  text
    .replace(MISTYPED_MONTH, (word) => MISTYPED_AS(word).padEnd(word.length))
    .replace(SPANISH_SHORT_WEEKDAY, (word) => SPANISH_SHORT_WEEKDAYS[word.toLowerCase()]!)
    .replace(SPANISH_DATE_WITH_YEAR, (date, day: string, month: string, year: string) => `${day} ${SPANISH_MONTHS[month.slice(0, 3).toLowerCase()]} ${year}`.padEnd(date.length, ROOM))
    .replace(SPANISH_DATE, (words, at: number, whole: string) => {
      const english = SPANISH_MONTHS[words.replace(/^de\s+/i, '').slice(0, 3).toLowerCase()]!;
      // Before its day ("Octubre 12") the room is space between the two.
      return english.padEnd(words.length, /^\s*\d/.test(whole.slice(at + words.length)) ? ' ' : ROOM);
    })
    .replace(ROMANCE_WEEKDAY, (word) => ROMANCE_WEEKDAYS[word.toLowerCase()]!.padEnd(word.length))
    .replace(GERMAN_DATE, (date, day: string, month: string, year: string | undefined) => `${GERMAN_MONTHS[month.toLowerCase()]} ${day}${year ? `,${year}` : ''}`.padEnd(date.length, ROOM))
    .replace(ROMANCE_DATE, (date, day: string, month: string, year: string | undefined) => `${day} ${ROMANCE_MONTHS[month.toLowerCase()]}${year ? ` ${year}` : ''}`.padEnd(date.length, ROOM))
    .replace(PORTUGUESE_SHORT_DATE, (month) => PORTUGUESE_SHORT_MONTHS[month.toLowerCase()]!);

/**
 * The finders ask for the dates of the same line and cell many times (as a row, a cell, a
 * sentence), and chrono is most of the engine's time: answers are kept while one document is read
 * (`forgetDates` starts the next one afresh). Mentions are never changed after they are made, so
 * an answer is shared.
 */
const recent = new Map<string, DateMention[]>();
const RECENT_TEXTS = 4000;

export function forgetDates(): void {
  recent.clear();
}

/** The text with its dates cut out ("Sep 5 (Tue)" → " (Tue)"), to see what else a line says. */
export const withoutMentions = (text: string, mentions: DateMention[]) => mentions.reduceRight((left, m) => left.slice(0, m.index) + left.slice(m.end), text);

/** Problems of one chapter by number ("1.30-1.35", "7.10, 7.11"). */
const PROBLEM_RANGE = /[\s,:–-]*\b(\d{1,2})\.\d{2}\s*(?:[-–]|,)\s*\1\.\d{2}\b/;

export function findDates(text: string, dayFirst = false): DateMention[] {
  // A date is read only where it has a number (readDates drops chrono's "the first of March",
  // "tomorrow"): most lines have none, and chrono need not look at them.
  if (!/\d/.test(text)) return [];
  const key = `${dayFirst ? 1 : 0}${text}`;
  let mentions = recent.get(key);
  if (!mentions) {
    if (recent.size >= RECENT_TEXTS) recent.clear();
    mentions = outsideAddresses(text, readDates(text, dayFirst));
    recent.set(key, mentions);
  }
  return [...mentions];
}

/** A web address written out in a syllabus's text: "https://www.artificiallawyer.com/2018/06/11/…", "www.qnamarkup.org". */
export const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`()[\]]+/gi;
/** The dates outside any web address the text writes out: the address's own date says when a page was posted, not when work is due. */
function outsideAddresses(text: string, mentions: DateMention[]): DateMention[] {
  if (!mentions.length || !/:\/\/|www\./i.test(text)) return mentions;
  const addresses = matchesOf(WEB_ADDRESS, text);
  return mentions.filter((m) => !addresses.some((a) => m.index >= a.index && m.index < a.index + a[0].length));
}

function readDates(text: string, dayFirst: boolean): DateMention[] {
  // A share of the grade ("3/4 10% of grade") is never part of the date before it.
  // (Numbers glued to a name are no date for chrono nor for the padded reading below.)
  const unglued = withoutNumbersGluedToWords(text);
  const masked = blankMonthOverItsDate(inEnglishNames(unglued)).replace(DOTTED_MAY, 'May ').replace(CLOCK_AS_YEAR, (clock) => `,${' '.repeat(clock.length - 1)}`).replace(PLACEHOLDER_DAY, (placeholder) => ' '.repeat(placeholder.length)).replace(PERCENT, (share) => ' '.repeat(share.length)).replace(NUMBER_BEFORE_WEEKDAY, (number) => ' '.repeat(number.length)).replace(NUMBERED_UNIT, (unit, word: string) => word + ' '.repeat(unit.length - word.length)).replace(HYPHEN_BEFORE_MONTH, '–').replace(SPACE_BEFORE_NEXT_DATE, (gap) => `;${' '.repeat(gap.length - 1)}`).replace(SLASH_BETWEEN_DATES, ';').replace(NUMBER_SLASH_BEFORE_MONTH, (label) => ' '.repeat(label.length)).replace(NUMBER_HYPHEN_BEFORE_NUMERIC_DATE, (label) => ' '.repeat(label.length)).replace(WEEKDAY_HYPHEN, ' ').replace(SPACED_SLASH_BESIDE_WEEKDAY, (_, weekday: string, day: string, gap: string) => `${weekday}${gap}${day}/`).replace(DOTTED_DATE_BESIDE_WEEKDAY, '/').replace(DOTTED_DATE_AFTER_DUE, '/').replace(HYPHEN_DATE_AFTER_DUE, '/').replace(HYPHEN_DATE_BEFORE_WEEKDAY_LETTER, '/').replace(WEEKDAY_COLON, ',').replace(DASH_BEFORE_HOURS, (dash) => `,${' '.repeat(dash.length - 1)}`).replace(CLOCK_BEFORE_MONTH, (gap) => `,${' '.repeat(gap.length - 1)}`).replace(HYPHEN_BETWEEN_NUMERIC_DATES, (dash) => dash.replace('-', '–')).replace(PLUS_BETWEEN_NUMERIC_DATES, ';').replace(DOTTED_DAY_BEFORE_MONTH, (dot, at: number, whole: string) => (NOT_A_DATE_BEFORE.test(whole.slice(0, at).replace(/\d+$/, '')) ? dot : ' '));
  const reference = new Date(2000, 0, 1);
  // The day-first parser reads "February 14" as February 2014; a month written before its day is read month first.
  const results = (dayFirst ? parserDayFirst : parser).parse(masked, reference).map((result) => {
    const monthFirst = dayFirst && !result.start.isCertain('day') ? parser.parse(result.text, reference)[0] : undefined;
    return monthFirst ? Object.assign(monthFirst, { index: result.index + monthFirst.index }) : result;
  });
  // (chrono may take in the comma before a weekday, "Class  , Tuesday 1/21" where a session's number was masked: the date begins after it.)
  for (const result of results) {
    const lead = /^[\s,;]+/.exec(result.text)?.[0].length ?? 0;
    if (lead) Object.assign(result, { index: result.index + lead, text: result.text.slice(lead) });
  }
  const mentions: DateMention[] = [...paddedMonthDays(unglued, dayFirst), ...dottedDays(text), ...markedDates(text)];
  for (const result of results) {
    const start = result.start;
    if (!start.isCertain('month') || !start.isCertain('day')) continue;
    const raw = result.text;
    // Real dates carry a number; "two days after the quiz" is chrono being helpful.
    // (A written date stays one with a relative word after it: "2022-09-09 before 17:00".)
    if (!/\d/.test(raw) || (RELATIVE.test(raw) && !MONTH_NAME.test(raw) && !/\d\/\d|\d{4}-\d{1,2}-\d{1,2}/.test(raw))) continue;
    // An ISO date ("2026-03-05") is as plain as a named month: its order is never in doubt.
    const numeric = !/[a-z]{3}/i.test(raw.replace(/\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?/gi, '').replace(/\b(?:am|pm)\b/gi, '')) && !/^\d{4}-\d{2}-\d{2}/.test(raw);
    // (The words just before the date: the phrases looked for there are short, and this runs for every date.)
    const before = text.slice(Math.max(0, result.index - 60), result.index);
    let end = result.index + raw.length;
    while (masked[end] === ROOM) end++;
    if (numeric && (NOT_A_DATE_BEFORE.test(before) || NOT_A_DATE_AFTER.test(text.slice(end)))) continue;
    if (COVERAGE_BEFORE.test(before) || EDITED_BEFORE.test(before)) continue;
    const mention: DateMention = { index: result.index, end, month: start.get('month')!, day: start.get('day')!, numeric };
    // chrono reads "03/24-26" as a two-digit year; we read it as a window, as syllabi mean it.
    const shortRange = /^(\d{1,2})\/(\d{1,2})-(\d{1,2})$/.exec(raw);
    if (shortRange) {
      mention.until = { month: mention.month, day: Number(shortRange[3]) };
    } else if (start.isCertain('year') && (/\d{4}/.test(raw) || /\d\/\d{1,2}\/\d{2}\b/.test(raw) || /^\d{1,2}\.\d{1,2}\.\d{2}$/.test(raw))) {
      mention.year = start.get('year')!;
      const twoDigits = /^\d{1,2}\/(\d{1,2})\/(\d{2})$/.exec(raw);
      if (twoDigits && Number(twoDigits[2]) === Number(twoDigits[1]) + 1) mention.yearOrNextDay = true;
    } else if (start.isCertain('year')) {
      // A year only when written out: in "May 6, 12–2pm" the 12 is an hour, left for the time.
      end = mention.index + raw.replace(/[,\s]+\d{1,2}$/, '').length;
      mention.end = end;
    }
    if (start.isCertain('weekday')) mention.weekday = start.get('weekday')!;
    // "9/18 (Tue)", "Sep 18 - Tuesday": a weekday written just after the date is the date's too.
    // (Not one that opens the next date: in "Tues 11/12, Thurs 11/14" the Thursday is the 14th's.)
    const afterIt = WEEKDAY_AFTER.exec(text.slice(end));
    const weekdayAfter = afterIt && !OPENS_A_DATE.test(text.slice(end + afterIt[0].length)) ? afterIt : null;
    // Timetable letters before a date: "W Sep 21", "R 10/3", "U Dec 4".
    const wordAhead = wordBefore(text, result.index);
    const letter = wordAhead && TIMETABLE_LETTER.test(wordAhead) ? wordAhead : undefined;
    // ("October 17 (W)": a timetable letter after the date only in brackets.)
    const named = weekdayAfter?.[1] ?? weekdayAfter?.[2] ?? letter ?? (wordAhead && /^(?:sun|mon|tue|wed|thu|fri|sat)/i.test(wordAhead) ? wordAhead : undefined);
    if (mention.weekday === undefined && named) mention.weekday = weekdayNamed(named) ?? undefined;
    // "25-Jan: 1.30-1.35" lists problems 1.30 to 1.35 of a chapter, not the hours 1:30 to 1:35.
    const problems = start.isCertain('hour') && !start.isCertain('meridiem') ? PROBLEM_RANGE.exec(raw) : null;
    if (problems) {
      end = mention.index + problems.index;
      mention.end = end;
    } else if (numeric && start.isCertain('hour') && /,\s*\d{1,2}$/.test(raw)) {
      // "9/16, 18, 20" lists days of September, as "Sep 16, 18, 20" does: the 18 is no hour.
      end = mention.index + raw.replace(/,\s*\d{1,2}$/, '').length;
      mention.end = end;
    } else if (start.isCertain('hour')) mention.time = clock(afternoonUnlessSaid(start.get('hour')!, start.isCertain('meridiem'), start.get('minute') ?? 0), start.get('minute') ?? 0);
    if (result.end && result.end.isCertain('day') && (result.end.get('month') !== mention.month || result.end.get('day') !== mention.day)) {
      mention.until = { month: result.end.get('month')!, day: result.end.get('day')! };
    }
    const window = !mention.until && WINDOW_AFTER.exec(text.slice(end));
    if (window && Number(window[1]) > mention.day && Number(window[1]) <= 31) {
      mention.until = { month: mention.month, day: Number(window[1]) };
      end += window[0].length;
      mention.end = end;
    }
    mentions.push(mention);
  }
  // "May 11-17" is one window: the "11-17" inside it is not November 17.
  const outer = mentions.filter((m) => !mentions.some((o) => o !== m && o.index <= m.index && o.end >= m.end && o.end - o.index > m.end - m.index)).sort((a, b) => a.index - b.index);
  return withHolidayWeekdays(text, withListedDays(text, withDaysBeforeMonth(text, joinedWindows(text, outer))));
}

/** Days listed before the month they share, as day-first schedules write a week's classes: "28, 30 Sep", "30, 3 Dec". */
const DAYS_BEFORE_MONTH = /(?<![\w.,/-])(\d{1,2})(?:st|nd|rd|th)?,[ \t]*(?=(\d{1,2})(?:st|nd|rd|th)?[ \t]+[a-z]{3})/gi;

/** A day listed before a dated day ("28, 30 Sep"): the same month's, or the month before when it is the larger ("30, 3 Dec"). */
function withDaysBeforeMonth(text: string, found: DateMention[]): DateMention[] {
  if (!found.length) return found;
  const mentions = [...found];
  const added: DateMention[] = [];
  for (const match of matchesOf(DAYS_BEFORE_MONTH, text)) {
    const after = match.index + match[0].length;
    // (chrono reads "12, 14 Oct" as the 14th at noon: a bare number and a comma before a day is no hour.)
    const taken = mentions.findIndex((m) => m.index === match.index && !m.numeric && m.day === Number(match[2]) && m.time !== undefined);
    if (taken >= 0) {
      const date: DateMention = { ...mentions[taken]!, index: after };
      delete date.time;
      mentions[taken] = date;
    }
    const next = mentions.find((m) => m.index === after && !m.numeric && m.day === Number(match[2]));
    const day = Number(match[1]);
    if (!next || day < 1 || day > 31 || day === next.day || NOT_A_DATE_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    const month = day > next.day ? ((next.month + 10) % 12) + 1 : next.month;
    added.push({ index: match.index, end: match.index + match[1]!.length, month, day, numeric: false, ...(next.year !== undefined && { year: month > next.month ? next.year - 1 : next.year }) });
  }
  return added.length ? [...added, ...mentions].sort((a, b) => a.index - b.index) : mentions;
}

/** Thanksgiving Day, not a "Thanksgiving break", which runs over several days. */
const THANKSGIVING = /\bThanksgiving\b(?!\s+(?:break|recess|vacation|weekend|holidays))/i;

/**
 * Holidays that fall on a fixed weekday of a known week ("Jan 16 | No Class – MLK Day"): their date
 * states its weekday as plainly as "Monday" would, which tells a syllabus's year when nothing else does.
 * [pattern, weekday, month, first and last day it can fall on]
 */
const FIXED_WEEKDAY_HOLIDAYS: [RegExp, number, number, number, number][] = [
  [/\b(?:MLK|Martin\s+Luther\s+King)\b/i, 1, 1, 15, 21],
  [/\b(?:Presidents?['’]?\s+Day|Washington['’]?s\s+Birthday|Family\s+Day)\b/i, 1, 2, 15, 21],
  [/\bMemorial\s+Day\b/i, 1, 5, 25, 31],
  [/\bLabou?r\s+Day\b/i, 1, 9, 1, 7],
  [/\b(?:Columbus|Indigenous\s+Peoples?['’]?)\s+Day\b/i, 1, 10, 8, 14],
  // Canada's Thanksgiving and the United States'. (A day off for the US one names no weekday unless it is "Thanksgiving
  // Day": "11/26 – NO CLASS, Thanksgiving" may be the Tuesday or Wednesday before.)
  [THANKSGIVING, 1, 10, 8, 14],
  [/\bThanksgiving\s+Day\b/i, 4, 11, 22, 28],
];

const ANY_HOLIDAY = new RegExp(FIXED_WEEKDAY_HOLIDAYS.map(([name]) => name.source).join('|'), 'i');

/** The dates with the weekday a holiday the text names gives its one date in that holiday's week (a table row's text gives it to its date cell's). */
export function withHolidayWeekdays(text: string, mentions: DateMention[]): DateMention[] {
  // (One look for any holiday's name first: most lines name none.)
  if (!mentions.length || !ANY_HOLIDAY.test(text)) return mentions;
  let dated = mentions;
  for (const [name, weekday, month, first, last] of FIXED_WEEKDAY_HOLIDAYS) {
    if (!name.test(text)) continue;
    const onIt = dated.filter((m) => m.month === month && m.day >= first && m.day <= last && !m.until);
    if (onIt.length === 1 && onIt[0]!.weekday === undefined) dated = dated.map((m) => (m === onIt[0] ? { ...m, weekday } : m));
  }
  return dated;
}

/** A further day after a month's date, in a list: ", 4", " and 6" in "June 2, 4 and 6"; not an hour ("May 6, 12–2pm", "Sep 5, 10:00"). */
const LISTED_DAY = /^\s*(?:,\s*(?:and\s+|&\s*)?|and\s+|&\s*)(\d{1,2})(?!\d|[:.]\d|\/|\s*[–—-]\s*\d)(?:st|nd|rd|th)?\b(?!\s*[ap]\.?m\b)/i;

/** "June 2,4,6", "Dec 1, 3, 8 and 10", "9/16, 18, 20": each day listed after a month's date is a date of that month, in rising order. */
function withListedDays(text: string, mentions: DateMention[]): DateMention[] {
  const all: DateMention[] = [];
  for (const mention of mentions) {
    all.push(mention);
    if (mention.until || mention.year !== undefined) continue;
    let at = mention.end;
    let last = mention.day;
    for (let listed = LISTED_DAY.exec(text.slice(at)); listed; listed = LISTED_DAY.exec(text.slice(at))) {
      const day = Number(listed[1]);
      const end = at + listed[0].length;
      if (day <= last || day > 31 || NOT_A_DATE_AFTER.test(text.slice(end)) || mentions.some((m) => m.index < end && m.end > at)) break;
      all.push({ index: at + listed[0].search(/\d/), end, month: mention.month, day, numeric: false });
      last = day;
      at = end;
    }
  }
  return all;
}

/** What joins a window's first day to its last beyond what chrono reads: "12/14 until noon on 12/16". */
const UNTIL_BETWEEN = /^\s*(?:until|till|through|thru)\s+(?:(?:noon|midnight|\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s+)?(?:on\s+)?(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+)?$/i;

/** "from noon on 12/14/2022 until noon on 12/16/2022" is one window, from its first date to its last. */
function joinedWindows(text: string, mentions: DateMention[]): DateMention[] {
  const joined: DateMention[] = [];
  for (const mention of mentions) {
    const last = joined[joined.length - 1];
    if (last && !last.until && UNTIL_BETWEEN.test(text.slice(last.end, mention.index)) && (mention.month > last.month || (mention.month === last.month && mention.day > last.day))) {
      joined[joined.length - 1] = { ...last, end: mention.end, until: { month: mention.month, day: mention.day } };
    } else joined.push(mention);
  }
  return joined;
}

/**
 * "09-07" (month and day, both written with two digits, no year), as schedules exported from
 * spreadsheets write them; chrono leaves them alone, and a page range is not written this way.
 */
function paddedMonthDays(text: string, dayFirst: boolean): DateMention[] {
  const mentions: DateMention[] = [];
  for (const match of matchesOf(/(?<![\d/.:-])(\d{2})-(\d{2})(?![\d/.:-])/g, text)) {
    const monthDay = inOrder(match[1]!, match[2]!, dayFirst);
    // "10-12 students", "15-20 pages": a range of a count, not a day.
    const aside = NOT_A_DATE_BEFORE.test(text.slice(0, match.index)) || NOT_A_DATE_AFTER.test(text.slice(match.index + 5)) || /^\s+[a-z]+s\b/.test(text.slice(match.index + 5));
    if (!aside && monthDay) mentions.push({ index: match.index, end: match.index + 5, ...monthDay, numeric: true });
  }
  return mentions;
}

/**
 * "9月28日", "09 月 28 日", "2023年9月28日", "9월 28일": dates as Chinese, Japanese and Korean write
 * them, each number marked as a year, month or day; chrono leaves them alone.
 */
function markedDates(text: string): DateMention[] {
  const mentions: DateMention[] = [];
  for (const match of matchesOf(/(?:(\d{4})\s*[年년]\s*)?(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日号號일]/g, text)) {
    const [month, day] = [Number(match[2]), Number(match[3])];
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    mentions.push({ index: match.index, end: match.index + match[0].length, month, day, numeric: false, ...(match[1] && { year: Number(match[1]) }) });
  }
  return mentions;
}

/** The month and day two numbers of a numeric date give in the document's order, if they can be one. */
function inOrder(first: string, second: string, dayFirst: boolean): { month: number; day: number } | null {
  const [month, day] = dayFirst ? [Number(second), Number(first)] : [Number(first), Number(second)];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : null;
}

/** "12.03." (day, month and a closing dot, no year), as German and Nordic schedules write dates; chrono leaves them alone. */
function dottedDays(text: string): DateMention[] {
  const mentions: DateMention[] = [];
  for (const match of matchesOf(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?![\d.]|\s*\d{4}\b)/g, text)) {
    const [day, month] = [Number(match[1]), Number(match[2])];
    if (NOT_A_DATE_BEFORE.test(text.slice(0, match.index)) || month < 1 || month > 12 || day < 1 || day > 31) continue;
    mentions.push({ index: match.index, end: match.index + match[0].length, month, day, numeric: true });
  }
  return mentions;
}

/**
 * A day and month written with a dot and no year, alone in a cell under a date header ("| 01.15 |",
 * "| 18.10 |"), as spreadsheets and European schedules write them. Alone and under such a header, so
 * "3.14" in prose and "1.25" in a weights column stay numbers.
 */
export function loneNumericDate(cell: string, dayFirst: boolean): DateMention[] {
  const match = LONE_NUMERIC_DATE.exec(cell);
  const monthDay = match && inOrder(match[2]!, (match[3] ?? match[6])!, dayFirst);
  // ("09.29-10.01": a week's class days, from the first to the last.)
  const until = match?.[4] ? inOrder(match[4], match[5]!, dayFirst) : null;
  if (!monthDay || (match![4] && !until)) return [];
  return [{ index: match![1]!.length, end: match![0].trimEnd().length, ...monthDay, ...(until ? { until } : {}), ...(match![7] ? { time: match![7].padStart(5, '0') } : {}), numeric: true }];
}
// (So is "7-1", a month and day joined by a hyphen: a cell of a page range or a count has no date header.)
// (And "8.09." with the dot that closes it, or "17.09 21:00" with its hour.)
const LONE_NUMERIC_DATE = /^(\s*)(\d{1,2})(?:\.(\d{1,2})\.?(?:\s*[-–]\s*(\d{1,2})\.(\d{1,2})\.?)?|-(\d{1,2}))(?:\s+([01]?\d:[0-5]\d|2[0-3]:[0-5]\d))?\s*$/;
/** The same, among a table row's cells in the document's text: evidence of the order its dates are written in. */
const LONE_DOTTED_CELL = /(?:^|\|)[ \t]*(\d{1,2})\.(\d{2})[ \t]*(?=\||$)/gm;

/** Dates in text whose lines are separate entries (a table cell): no date reads across a line break. */
export function findDatesByLine(text: string, dayFirst = false): DateMention[] {
  // A date a narrow column wrapped ("18\nJan", "Sept\n14", "15-17\nSeptember") is read across its lines;
  // alone, "10-12" would read as October 12. A week's number over its date ("2\nJan 29") is not one, nor
  // a month's name over a date written in figures ("February\n2/7", a calendar's label over its day).
  const wrapped = WRAPPED_DATE.exec(text);
  if (wrapped) return findDatesByLine(wrapped[0].replace(/\n/g, ' ') + text.slice(wrapped[0].length), dayFirst);
  const mentions: DateMention[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    for (const m of findDates(line, dayFirst)) mentions.push({ ...m, index: m.index + offset, end: m.end + offset });
    offset += line.length + 1;
  }
  return mentions;
}
const WRAPPED_DATE = new RegExp(`^\\W*(?:\\d{1,2}(?:\\s*[-–]\\s*\\d{1,2})?[ \\t]*\\n\\s*${MONTH}[a-z]*\\.?(?![ \\t]*\\d)|${MONTH}[a-z]*\\.?[ \\t]*\\n\\s*\\d{1,2}\\b(?![/.-]\\d))`, 'i');

/** The date of a line that is a date and little else: a class meeting's heading ("3. Thursday, 25 September"). */
export function dateHeading(text: string, dayFirst = false): DateMention | null {
  // Past its numbering ("3.", "8.6.") and its session's name and number, in English, Spanish or Portuguese ("Sesión 6", "Aula_23").
  const rest = text.replace(/^\W*(?:\d{1,2}(?:\.\d{1,2})*[.)])?\s*(?:(?:class|lecture|lesson|session|meeting|clase|sesi[oó]n|semana|aula)[\s_#]*\d+)?/i, '');
  const mentions = findDates(rest, dayFirst);
  const [mention] = mentions;
  if (!mentions.length) return weekdayAndHyphenDay(rest, dayFirst);
  if (mentions.length !== 1 || !mention) return null;
  // (Its weekday and a month's name over a date in figures, "March 3/7", are part of the date.)
  const date = blankMonthOverItsDate(rest);
  // (Its weekday may be English, Spanish or Portuguese: "13-04-2022 quarta".)
  const others = (date.slice(0, mention.index) + date.slice(mention.end)).replace(new RegExp(`(?<!\\p{L})(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?|${ROMANCE_WEEKDAY_NAME}|${PORTUGUESE_WEEKDAY_NAME})(?!\\p{L})`, 'giu'), '');
  return others.replace(/[\W\d]/g, '').length <= 3 ? mention : null;
}

/**
 * A heading that is a weekday and a month and day joined by a hyphen, and nothing else ("### Friday
 * 8-26", "Monday 9-5"). Only so: in a line, "Wednesday 2-4" is as often its office hours.
 */
function weekdayAndHyphenDay(text: string, dayFirst: boolean): DateMention | null {
  const match = /^(\W*)((?:sun|mon|tue|wed|thu|fri|sat)[a-z]*)\.?,?\s+(\d{1,2})-(\d{1,2})\W*$/i.exec(text);
  const weekday = match && weekdayNamed(match[2]!);
  const monthDay = match && inOrder(match[3]!, match[4]!, dayFirst);
  return weekday !== null && monthDay ? { index: match![1]!.length, end: text.trimEnd().length, ...monthDay, weekday, numeric: true } : null;
}

/**
 * A clock time or a range of hours; never one that starts at a date's day ("12/7 - 9AM" is no range
 * from 7), nor the end of a range ("9-10:30"), but the time a dash sets after a year ("28.09.2022 -
 * 23h59"). European pages write the hour and minutes apart with an "h" ("11h59pm" too), Scandinavian ones with a dot
 * after "kl." ("kl. 16.00").
 */
const CLOCK_TIME = `(?:(?<![/.]|\\b${MONTH}[a-z]*\\.?\\s+)\\b(?:(\\d{1,2})(?::(\\d{2}))?\\s*(?:([ap])\\.?\\s*m\\b\\.?)?\\s*[-–—]\\s*(?:(\\d{1,2})(?::\\d{2})?\\s*([ap])\\.?\\s*m\\b\\.?|(noon))|(\\d{1,2})(?:[:h](\\d{2}))?\\s*([ap])\\.?\\s*m\\b\\.?|(?<!(?<!\\d{4}\\s*)[-–]\\s*)(\\d{1,2})(?::|h(?=\\d{2}\\b)|(?<=\\bkl\\.?\\s*\\d{1,2})\\.)(\\d{2})(?!\\s*[-–]\\s*\\d))|\\b(?:(midnight)|(noon))|\\b(\\d{1,2})h(?!\\w))`;
/** Times stated on their own ("by 2 PM", "11:59pm", "midnight", "noon"), as HH:MM with their place. */
export function findTimes(text: string): { index: number; time: string }[] {
  const times: { index: number; time: string }[] = [];
  // A range takes its meridiem from its end: "7:00-8:30 PM" starts at 19:00, "9-noon" at 09:00.
  const pattern = new RegExp(CLOCK_TIME, 'gi');
  for (const match of matchesOf(pattern, text)) {
    const [, rangeHour, rangeMinute, startMeridiem, endHour, endMeridiem, endNoon, h12, m12, ampm, h24, m24, midnight, noon, hourOnly] = match;
    let time: string | null = null;
    if (rangeHour) {
      const start = Number(rangeHour);
      const end = endNoon ? 12 : Number(endHour);
      const meridiem = startMeridiem ?? rangeStartMeridiem(start, end, endNoon ? 'p' : endMeridiem!);
      if (start <= 12) time = clock((start % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0), Number(rangeMinute ?? 0));
    } else if (midnight) time = '23:59';
    else if (noon) time = '12:00';
    else if (h12) {
      const hour = Number(h12) % 12 + (ampm!.toLowerCase() === 'p' ? 12 : 0);
      if (Number(h12) <= 12) time = clock(hour, Number(m12 ?? 0));
    } else if (h24 && Number(h24) < 24 && Number(m24) < 60 && !(isDuration(match[0]) && Number(h24) >= 1 && Number(h24) <= 6)) {
      time = clock(afternoonUnlessSaid(Number(h24), false, Number(m24)), Number(m24));
    } else if (hourOnly && Number(hourOnly) >= 7 && Number(hourOnly) < 24) {
      // French "16h", "8h": an hour of the 24-hour clock ("3h" is how long something lasts).
      time = clock(Number(hourOnly), 0);
    }
    if (time) times.push({ index: match.index, time });
  }
  return times;
}

/** "2h30" is how long an exam lasts more often than when it starts; "23h59" is a time of day. */
const isDuration = (written: string) => /\dh\d/i.test(written);

/**
 * A clock time written without AM or PM ("2:45-4:45", "due 5:00") is in the afternoon when its hour
 * is 1 to 6: no class meets and no work is due at 2:45 in the night. "By 11:59" is the last minute of
 * the day, as deadlines are set. The item is flagged for the reviewer all the same (see AM_PM_SAID).
 */
function afternoonUnlessSaid(hour: number, meridiemSaid: boolean, minute = 0): number {
  return !meridiemSaid && ((hour >= 1 && hour <= 6) || (hour === 11 && minute === 59)) ? hour + 12 : hour;
}

/** A line that says which half of the day its times are in, or writes them on a 24-hour clock. */
export const AM_PM_SAID = /\d\s*[ap]\.?\s?m\b|\bnoon\b|\bmidnight\b|\b(?:1[3-9]|2[0-3]|0\d)[:h]\d{2}\b|\bkl\.?\s*\d{1,2}\.\d{2}\b/i;

/** "11-1pm" starts at 11 am, "12-2pm" at noon, "7-9pm" at 7 pm: a range's start takes its end's half of the day unless it cannot. */
function rangeStartMeridiem(start: number, end: number, endMeridiem: string): string {
  const sameHalf = start === 12 || (end !== 12 && start < end);
  if (sameHalf) return endMeridiem;
  return endMeridiem.toLowerCase() === 'p' ? 'a' : 'p';
}

const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** Numeric dates are read day-first when the document writes days over 12 first ("24/03"). */
export function prefersDayFirst(text: string): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  // "24/03", and dotted or hyphenated dates with their year ("14.02.2023", "21-08-2020"), as Europe and Latin America write them.
  for (const [, a, slash, dot, hyphen] of matchesOf(/\b(\d{1,2})(?:\/(\d{1,2})\b|\.(\d{1,2})\.(?:\d{4}|\d{2})\b|\s?-(\d{1,2})-\d{4}\b)/g, text)) {
    const b = slash ?? dot ?? hyphen;
    if (Number(a) > 12 && Number(b) <= 12) dayFirst++;
    if (Number(b) > 12 && Number(a) <= 12) monthFirst++;
  }
  for (const [, a, b] of matchesOf(LONE_DOTTED_CELL, text)) {
    if (Number(a) > 12 && Number(b) <= 12) dayFirst++;
    if (Number(b) > 12 && Number(b) <= 31 && Number(a) <= 12) monthFirst++;
  }
  return dayFirst > monthFirst;
}

/** Whether a numeric date with a part over 12 settles the order of the others. */
export function hasDayOrderEvidence(text: string): boolean {
  return /\b(?:\d{1,2}\/(?:1[3-9]|2\d|3[01])|(?:1[3-9]|2\d|3[01])\/\d{1,2})\b|\b(?:1[3-9]|2\d|3[01])-\d{1,2}-\d{4}\b|\b(?:\d{1,2}\.(?:1[3-9]|2\d|3[01])|(?:1[3-9]|2\d|3[01])\.\d{1,2})\.(?:\d{4}|\d{2})\b/.test(text);
}
