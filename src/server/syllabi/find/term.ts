import { asTwoDays, meetingDays, type DateMention } from './dates.js';
import { calendarDay } from '../../../shared/calendarDay.js';
import { matchesOf } from './matches.js';

export type Season = 'Spring' | 'Summer' | 'Fall' | 'Winter';

export interface Term {
  season: Season | null;
  year: number | null;
  /** Where the year came from: stated as a term or in full dates, or inferred from weekdays. */
  stated: boolean;
  /** A fall term that runs on through the spring (a course over the academic year): its months to July are the next year's. */
  allYear?: boolean;
}

const SEASONS: Record<string, Season> = { spring: 'Spring', summer: 'Summer', fall: 'Fall', autumn: 'Fall', winter: 'Winter', sp: 'Spring', su: 'Summer', fa: 'Fall', wi: 'Winter', f: 'Fall', s: 'Spring', w: 'Winter' };
/** The seasons as French, Spanish, Portuguese and Italian schools name their terms ("Hiver 2023", "Primavera 2024"), without accents. */
const FOREIGN_SEASONS: Record<string, Season> = { printemps: 'Spring', primavera: 'Spring', ete: 'Summer', verano: 'Summer', verao: 'Summer', estate: 'Summer', automne: 'Fall', otono: 'Fall', outono: 'Fall', autunno: 'Fall', hiver: 'Winter', invierno: 'Winter', inverno: 'Winter' };
const seasonNamed = (word: string): Season => {
  const plain = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return SEASONS[plain] ?? FOREIGN_SEASONS[plain]!;
};
/**
 * A season's word, in English or another language, no letter on either side ("a été" is no summer: it
 * needs its year after it). (The lookbehind stands after "é": written first, it would be tried at every character.)
 */
const SEASON_WORD = '(?:\\b(?:spring|summer|fall|autumn|winter|printemps|automne|hiver|primavera|verano|ver[ãa]o|estate|oto[ñn]o|outono|autunno|invierno|inverno)|[ée](?<![a-zà-ÿ][ée])t[ée])(?![a-zà-ÿ])';

// ("Summer Session II, 2001": a numbered session of the season is that season.)
const TERM_PATTERN = new RegExp(`(${SEASON_WORD})(?:\\s+(?:semester|term|quarter|session)(?:\\s+(?:[12]|I{1,2}|[AB])\\b)?)?[\\s,'’-]*((?:19|20)\\d{2})\\b|\\b((?:19|20)\\d{2})[\\s-]+(${SEASON_WORD})`, 'gi');
const NUMBERED_SEMESTER = /\b(?:semester|semestre)\s*([12]|I{1,2})\W{0,3}((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\W{0,3}(?:semester|semestre)\s*([12]|I{1,2})\b|\b([12]|I{1,2})\s+(?:semester|semestre)\W{0,3}((?:19|20)\d{2})\b|\b(?:semester|semestre)\W{1,5}((?:19|20)\d{2})[.-]([12])\b|\b([12])\.?[º°ª]\s*(?:sem(?:estre|\.)?\s*(?:de\s+)?)?[/-]?\s*((?:19|20)\d{2})\b/i;
/** "Fa23", "SP 19"; not a weekday's "Su" before a date ("Su 10/30"). */
const SHORT_TERM_PATTERN = /\b(sp|su|fa|wi)[\s-]?(\d{2})\b(?![/.]\d)/gi;
/**
 * A course's id that ends in its term, as a word of its own: "courseid: 146-f16", "CS101_sp24". (Not
 * in an address, where it names another offering, as below.)
 */
const ID_TERM_PATTERN = /(?<![\w/.-])[a-z\d]+[-_](fa|sp|su|wi|[fsw])(\d{2})\b(?![/.\w-])/gi;
/** A term written out with its year cut to two digits: "Fall '26", "Spring ’19". */
const CUT_YEAR_TERM_PATTERN = new RegExp(`\\b(${SEASON_WORD})\\s*['’](\\d{2})\\b`, 'gi');
/**
 * A term's initial and year in brackets after a course's name: "ECON 122 (F23)". (Not in an
 * address: a course's site links to its earlier offerings, "…/10606-f21/".)
 */
const INITIAL_TERM_PATTERN = /\(([fsw])(?:20)?(\d{2})\)/gi;

/** A term as a course site's addresses name it: ".../2015f/pages/...", ".../2019-spring/". */
const TERM_IN_ADDRESS = /[/_-]((?:19|20)\d{2})[-_/]?(fall|fa|f|spring|spr|sp|s|summer|su|winter|wi|w)(?=[/_.-]|$)/gim;
/** The same, season first: ".../chem370-f2020", ".../fa2019/". */
const SEASON_FIRST_IN_ADDRESS = /[/_-](fall|fa|f|spring|spr|sp|s|summer|su|winter|wi|w)[-_]?((?:19|20)\d{2})(?=[/_.-]|$)/gim;
/** The same, with the year's last two figures after a season's short name: ".../uiuc-stat-100-fa21", ".../cs61a-sp19/". */
const SEASON_SHORT_YEAR_IN_ADDRESS = /[/_-](fall|fa|spring|spr|sp|summer|su|winter|wi)(\d{2})(?=[/_.-]|$)/gim;
/** A term as the month it starts in an address: ".../webwork2/2023-08-MTH-241/..." (not a full date, "2022-12-21"). */
const TERM_MONTH_IN_ADDRESS = /[/_-]((?:19|20)\d{2})-(0[1-9]|1[0-2])(?=[-_/])(?!-\d)/g;
/** The season of a term that starts in a month (a summer session starts in May). */
const seasonStartingIn = (month: number): Season => (month >= 8 ? 'Fall' : month >= 5 ? 'Summer' : 'Spring');
const ADDRESS_SEASONS: Season[] = ['Winter', 'Spring', 'Summer', 'Fall'];

const seasonInAddress = (word: string) => SEASONS[word.toLowerCase()] ?? SEASONS[word[0]!.toLowerCase()]!;

/** The term the document's links name: written out ("…/fall-2020/…"), as a site's folder ("…/2015f/…", "…/chem370-f2020") or its first month ("…/2023-08-MTH-241/…"), the most frequent. */
export function termInLinks(links: string): { season: Season; year: number } | null {
  const written = findTerm(links);
  if (written) return written;
  // Each as a number, year and season together, to count them.
  const terms = [
    ...matchesOf(TERM_IN_ADDRESS, links).map((m) => Number(m[1]) * 4 + ADDRESS_SEASONS.indexOf(seasonInAddress(m[2]!))),
    ...matchesOf(SEASON_FIRST_IN_ADDRESS, links).map((m) => Number(m[2]) * 4 + ADDRESS_SEASONS.indexOf(seasonInAddress(m[1]!))),
    ...matchesOf(SEASON_SHORT_YEAR_IN_ADDRESS, links).map((m) => (2000 + Number(m[2])) * 4 + ADDRESS_SEASONS.indexOf(seasonInAddress(m[1]!))),
    ...matchesOf(TERM_MONTH_IN_ADDRESS, links).map((m) => Number(m[1]) * 4 + ADDRESS_SEASONS.indexOf(seasonStartingIn(Number(m[2])))),
  ];
  if (!terms.length) return null;
  const term = mostFrequent(terms);
  return { season: ADDRESS_SEASONS[term % 4]!, year: Math.floor(term / 4) };
}

/** A sentence crediting other courses ("… draws on … DH101, Fall 2014, UCLA.", "Adapted from …"): their terms are not this course's, nor a journal issue's or a cited page's years. */
const CREDIT = /\b(?:draws?\s+on|drawn\s+from|adapted\s+from|based\s+on|borrow(?:s|ed|ing)?\s+(?:from|heavily)|inspired\s+by|earlier\s+version|originally\s+(?:written|developed|designed|taught|created))\b/gi;
/** The text without each crediting sentence, from its start to its line's end. (Found by its words first: a pattern opening with the sentence's start would be tried at every character.) */
const withoutCreditSentences = (text: string) =>
  matchesOf(CREDIT, text).reduceRight((rest, cue) => {
    const start = Math.max(rest.lastIndexOf('.', cue.index), rest.lastIndexOf('\n', cue.index)) + 1;
    const end = rest.indexOf('\n', cue.index);
    return rest.slice(0, start) + (end === -1 ? '' : rest.slice(end));
  }, text);
/** A journal's issue in a citation: "New Literary History 30, No. 1 (Winter, 1999): 25-56". */
const JOURNAL_ISSUE = /\((?:spring|summer|fall|autumn|winter)[\s,]*(?:19|20)\d{2}\)\s*:\s*\d/gi;
/** The day a cited web page was read: "Accessed April 30, 2019", "Retrieved 3 May 2020". */
export const ACCESSED = '(?:accessed|retrieved|consulted|viewed)(?:\\s+on)?';
const ACCESSED_ON = new RegExp(`\\b${ACCESSED}[\\s:]+[^.\\n]{0,30}?\\b(?:19|20)\\d{2}\\b`, 'gi');
const withoutCredits = (text: string) => withoutCreditSentences(text).replace(JOURNAL_ISSUE, '').replace(ACCESSED_ON, '');

/** Reads "Fall 2023", "Spring Semester 2024" or "2024 Spring"; the most frequent wins. */
export function findTerm(text: string, headings = ''): { season: Season; year: number } | null {
  // "Term 2 Winter 2020": a winter session runs September to April, its second term January to April of the next year.
  // "Semester 1 2024", "2024 semester 1", "I semestre 2017", "Semestre 2018-1", "Semestre: 2022.2", "1.º/2020", "2º semestre de 2019": a first semester runs February to June, a second July to November.
  const numbered = NUMBERED_SEMESTER.exec(text);
  if (numbered) return { season: /^(?:1|I)$/i.test(numbered[1] ?? numbered[4] ?? numbered[5] ?? numbered[8] ?? numbered[9]!) ? 'Spring' : 'Fall', year: Number(numbered[2] ?? numbered[3] ?? numbered[6] ?? numbered[7] ?? numbered[10]) };
  // ("CIN0135 … 2025.1", a Brazilian title's year and semester.)
  const titleSemester = /(?<![\d.])((?:19|20)\d{2})\.([12])(?![\d.])/.exec(headings);
  if (titleSemester) return { season: titleSemester[2] === '1' ? 'Spring' : 'Fall', year: Number(titleSemester[1]) };
  const secondTerm = /\bterm\s*2\W+winter(?:\s+session)?\s+((?:19|20)\d{2})\b|\bwinter(?:\s+session)?\s+((?:19|20)\d{2})\W+term\s*2\b/i.exec(text);
  if (secondTerm) return { season: 'Winter', year: Number(secondTerm[1] ?? secondTerm[2]) + 1 };
  const counts = new Map<string, number>();
  const count = (season: string, year: string, weight: number) => {
    const term = `${seasonNamed(season)} ${year}`;
    counts.set(term, (counts.get(term) ?? 0) + weight);
  };
  for (const match of matchesOf(TERM_PATTERN, inOwnYear(withoutCredits(text)))) count((match[1] ?? match[4])!, (match[2] ?? match[3])!, 2);
  for (const match of matchesOf(CUT_YEAR_TERM_PATTERN, withoutCredits(text))) count(match[1]!, `20${match[2]}`, 2);
  // (A heading's term is the page's own, over examples the body cites: "## Spring 2023 Syllabus" over two "…, Spring 2019" portfolios.)
  for (const match of matchesOf(TERM_PATTERN, inOwnYear(withoutCredits(headings)))) count((match[1] ?? match[4])!, (match[2] ?? match[3])!, 3);
  // Short forms count only where no term is written out: "Fa23", failing that "146-f16", and failing that "(F23)".
  for (const pattern of [SHORT_TERM_PATTERN, ID_TERM_PATTERN, INITIAL_TERM_PATTERN]) {
    if (counts.size) break;
    for (const match of matchesOf(pattern, text)) count(match[1]!, `20${match[2]}`, 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [season, year] = best[0].split(' ');
  return { season: season as Season, year: Number(year) };
}

/**
 * "Spring Term 2024-2025" names the academic year: a spring, summer or winter term runs in its
 * second calendar year, a fall term in its first. Written as the one year the term is in. A winter
 * semester over two years ("Winter semester 22-23", "Wintersemester 2022/23") is Europe's, October
 * to February: a fall term. Two-digit years need the word for the term between ("Fall 10-12" is a day).
 */
const ACADEMIC_YEAR_TERM = /\b(spring|summer|winter|fall|autumn)((?:\s*(?:semester|term|quarter|session))?[\s,'’-]*)((?:19|20)?\d{2})\s*[-–/]\s*((?:19|20)?\d{2})\b/gi;
const inOwnYear = (text: string) =>
  text.replace(ACADEMIC_YEAR_TERM, (whole, season: string, between: string, first: string, second: string) => {
    if (first.length === 2 && !/\w/.test(between)) return whole;
    const from = first.length === 2 ? `20${first}` : first;
    const next = second.length === 2 ? `${from.slice(0, 2)}${second}` : second;
    if (Number(next) !== Number(from) + 1) return whole;
    if (/^winter$/i.test(season) && /semester/i.test(between)) return `fall ${from}`;
    return `${season}${between}${/^(?:fall|autumn)$/i.test(season) ? from : next}`;
  });

export function parseTermHint(hint: string | undefined): { season: Season; year: number } | null {
  return hint ? findTerm(hint) : null;
}

/**
 * Settles the term's year when the document names no term: the year written in full dates, else
 * the year in which the most stated weekdays fall on their dates (a school week's first day counts
 * as a Monday), else the term the document's links name (`linked`), else the one year the text writes
 * (of several, the one its `headings` write), else the year the file says it was made in (`created`)
 * suggests, else the year of the term under way or the next one.
 */
export function settleTerm(named: { season: Season; year: number } | null, dates: DateMention[], today: Date, created: Date | undefined, text: string, linked: { season: Season; year: number } | null = null, headings = ''): Term {
  const allYear = runsAllYear(dates);
  const term = settleTermYear(named, dates, today, created, text, linked, allYear, headings);
  return allYear && term.season === 'Fall' ? { ...term, allYear } : term;
}

/**
 * A course over the academic year: its dates run, in the order written, from the fall (August on)
 * through the new year into the spring, past a fall term's January finals (March or later); a list
 * of key dates may go through the year once before the schedule does again.
 */
function runsAllYear(dates: DateMention[]): boolean {
  const at = (inMonths: (month: number) => boolean) => dates.flatMap((m, i) => (inMonths(m.month) ? [i] : []));
  const [fall, spring] = [at((month) => month >= 8), at((month) => month >= 3 && month <= 7)];
  if (Math.min(fall.length, spring.length) < Math.max(3, dates.length * 0.2)) return false;
  // (Most spring dates come after the fall's middle: a fall course's citations of "March 2026" do not.)
  const fallMiddle = fall[Math.floor(fall.length / 2)]!;
  return spring.filter((i) => i > fallMiddle).length >= Math.max(3, spring.length / 2);
}

function settleTermYear(named: { season: Season; year: number } | null, dates: DateMention[], today: Date, created: Date | undefined, text: string, linked: { season: Season; year: number } | null, allYear: boolean, headings: string): Term {
  // ("10/22/23" may be two days rather than a year: its month and day count, its year does not.)
  const mentions = dates.map(asTwoDays);
  const seasonOf = (dated: DateMention[]) => (allYear ? 'Fall' : seasonOfDates(dated));
  const yearIn = (season: Season | null, year: number, month: number) => yearInTerm(season, year, month, allYear);
  const withWeekday = mentions.filter((m) => m.weekday !== undefined && m.year === undefined);
  /** How many of the dates fall on their weekday in the term of that season and year. */
  const fitting = (dated: DateMention[], season: Season | null, year: number) => dated.filter((m) => weekdayOf(yearIn(season, year, m.month), m.month, m.day) === m.weekday).length;
  const fits = (season: Season | null, year: number) => fitting(withWeekday, season, year);
  // A named term the stated weekdays contradict ("Fall 2008" in a citation, a schedule of 2026's
  // Tuesdays and Thursdays) is not the course's term.
  // A year no course of today's students ran in ("August 17, 1790" in a reading's title) is a citation's.
  const full = mentions.filter((m) => m.year && m.year >= today.getUTCFullYear() - 50);
  const statedYears = full.map((m) => m.year!);
  // So is one that the full dates contradict, three or more and a third of all dates, less than a third
  // of them inside the term ("Fall 2026" over a schedule "due 1/27/23", "due 2/17/23", …; a link's
  // "Academic Calendar Fall 2023" over exams from "February 2, 2024" to "April 26, 2024").
  const otherYear = named && full.length >= 3 && full.length * 3 >= mentions.length && full.filter((m) => inTerm(named, m)).length * 3 < full.length;
  // And so is a season two thirds of the dates fall outside, in a year no full date writes (another
  // course's "Fall 2014" credited in a course of "July 9, 2020" whose schedule runs from July 7 to August 14).
  const [first, last] = named ? SEASON_MONTHS[named.season] : [1, 12];
  const outsideSeason = mentions.length >= 6 && mentions.filter((m) => m.month < first || m.month > last).length * 3 >= mentions.length * 2;
  // Or with two weekdays or more to tell the year by instead (a "Fall 2020" header left on a schedule
  // from "Jan. 22" to "May 11" whose "Monday 2/24" and "Tuesday 4/7" are of 2020), or a full date of
  // its year ("Spring 2020 Schedule" over weeks from "8/20" to "11/24" and "Friday 12/4/20": its fall).
  const otherSeason = named && outsideSeason && (full.length > 0 || withWeekday.length >= 2);
  // A weekday none of the named term's dates fits, and full dates of the year it fits, outweigh a stale
  // title ("Spring 2022" over "start: 2023-01-10" and "Jan 16 | No Class – MLK day"); so does the year the
  // file was made for, where every weekday fits it (a printed schedule without that line).
  const madeFor = named && created && mentions.length ? yearNear(created, 75, named.season, mentions) : null;
  const staleByDates = full.length > 0 && full.every((m) => m.year === full[0]!.year) ? full[0]!.year! : null;
  const staleByFile = !full.length ? madeFor : null;
  const fitsInstead = staleByDates ?? staleByFile;
  const staleTitle = named && withWeekday.length > 0 && fits(named.season, named.year) === 0 && fitsInstead !== null && fitsInstead !== named.year && fits(named.season, fitsInstead) === withWeekday.length;
  // A schedule that names no weekdays beside its dates falls on the days the class meets ("Lectures
  // are on Monday and Wednesday" over "Mar 28", "Mar 30", …).
  const plain = mentions.filter((m) => m.year === undefined && m.weekday === undefined);
  const meets = meetingDays(text);
  const onMeetingDays = (season: Season | null, year: number) => plain.filter((m) => meets.has(weekdayOf(yearIn(season, year, m.month), m.month, m.day))).length;
  // A named term's year gives way to the year next to it on whose days the class meets, where its own year's
  // dates miss them ("Winter 2015" over a schedule of "Jan. 12", "Jan. 14", … that falls on the "Tue, Thur" it
  // meets in 2016, and on Mondays and Wednesdays in 2015): a title left from another offering, flagged as inferred.
  const missesClassDays = named && meets.size > 0 && meets.size <= 3 && plain.length >= 6 && onMeetingDays(named.season, named.year) < plain.length * 0.3;
  const classDaysYear = missesClassDays ? [named.year - 1, named.year + 1].find((year) => onMeetingDays(named.season, year) >= plain.length * 0.8) : undefined;
  if (named && classDaysYear !== undefined) return { season: named.season, year: classDaysYear, stated: false };
  const contradicted = (named && withWeekday.length >= 3 && fits(named.season, named.year) < withWeekday.length / 2) || otherYear || otherSeason || staleTitle;
  if (named && !contradicted) return { ...named, stated: true };
  // The year of full dates, unless more weekdays than such dates say otherwise (a citation's
  // "16 June 2019" in a schedule whose "Friday, September 12" is no Friday in 2019).
  // (Counted by the year each date's term began in: "18. Oktober 2023" and "31. Januar 2024" are one fall's.)
  const statedYear = full.length ? mostFrequent(full.map((m) => m.year! - (yearIn(seasonOf(mentions), 0, m.month)))) : null;
  const undated = mentions.filter((m) => !m.year);
  // A lone full date months after most of the schedule's dates in its year ("Date: 2017-12-15" over a
  // January-to-March schedule) says when the syllabus was written, as a file's own date does.
  const [lone] = full;
  /** Whether the class days fit a year fairly (all years do where the syllabus names none). */
  const meetsFairly = (season: Season | null, year: number) => meets.size === 0 || plain.length < 4 || onMeetingDays(season, year) >= plain.length * 0.3;
  if (full.length === 1 && lone && undated.length >= 3 && monthsAfter(middleOf(undated), lone) >= 4) {
    const season = seasonOf(undated);
    const written = yearNear(new Date(Date.UTC(lone.year!, lone.month - 1, lone.day)), 75, season, undated);
    // (Unless the class days say otherwise: a page dated "2021-07-25" over a Tuesday-Thursday schedule
    // whose dates fall on those days in 2023, and hardly in 2022. One class day says little: weekly
    // dates all fall on a Friday in some year.)
    const byClassDays = bestYear(today, (year) => onMeetingDays(season, year), new Set([written]));
    const otherwise = meets.size >= 2 && !meetsFairly(season, written) && byClassDays.score >= plain.length * 0.6;
    return { season, year: otherwise ? byClassDays.year : written, stated: false };
  }
  if (statedYear !== null && !(withWeekday.length > statedYears.length && fits(seasonOf(mentions), statedYear) === 0)) return { season: seasonOf(mentions), year: statedYear, stated: true };
  const season = seasonOf(mentions);
  // A year written in a full date counts as written too ("12/20/2021" beside citations of 2020).
  // (So does the year of a term the links name, and the latest year a link's address dates what it
  // points to, "…/2019/08/12/…": a course is not older than the articles it assigns.)
  const published = publishedYears(text).filter((year) => year <= today.getUTCFullYear());
  // (Not a citation's year: "Stavely (2014)" says nothing of when the course ran. An academic year, "2019/2020", is its term's.)
  const uncited = inTermsYear(withoutCitations(withoutCredits(text)), season);
  // (And the year of the term it names, though its weekdays contradict it: "(Fall 2016)" over a fall's Mondays of 2017 and 2023.)
  const written = new Set([...writtenYears(uncited), ...statedYears, ...(named ? [named.year] : []), ...(linked ? [linked.year] : []), ...(published.length ? [Math.max(...published)] : [])]);
  // A syllabus is written shortly before its term: the middle of its dates falls some two or three
  // months after the file was made. (That year breaks a tie of weekdays too, after a year the document writes.)
  const madeIn = created && mentions.length ? yearNear(created, 75, season, mentions) : null;
  // Nor is it older than any year it writes, a reading's included ("Svensson, 2019" in a course whose weekdays fit 2011, 2016 and 2022).
  // (Its last year, that is: a fall term that runs into January writes the academic year, "…/expra_winter2021-2022/…".)
  const endsNextYear = mentions.some((m) => yearIn(season, 0, m.month) > 0);
  const latest = Math.max(0, ...[...writtenYears(inTermsYear(withoutCredits(text), season)), ...published].filter((year) => year <= today.getUTCFullYear())) - (endsNextYear ? 1 : 0);
  // (With no date of its own, the file was written after the latest year its text writes outside citations,
  // among those a year's weekdays are sought in: "LNCS 185, 1985" is a reading's.)
  const ownYears = [...writtenYears(uncited)].filter((year) => year <= today.getUTCFullYear() && year >= today.getUTCFullYear() - YEARS_BACK);
  const since = madeIn ?? (ownYears.length ? Math.max(...ownYears) : null);
  // A school week written as its days ("February 7-11", "Jan 31 – Feb 5") runs from a Monday to a
  // Friday or Saturday: its first day is a Monday stated in all but name.
  const weekStarts = mentions.filter((m) => m.year === undefined && m.until && [4, 5].includes(daysBetween(m, m.until))).map((m) => ({ ...m, weekday: 1 }));
  // A whole week ("August 17-23") runs from a Monday to a Sunday or from a Sunday to a Saturday.
  const wholeWeeks = mentions.filter((m) => m.year === undefined && m.until && daysBetween(m, m.until) === 6);
  const weeksFit = (season: Season | null, year: number) => fitting(weekStarts, season, year) + wholeWeeks.filter((m) => weekdayOf(yearIn(season, year, m.month), m.month, m.day) <= 1).length;
  if (withWeekday.length) {
    // (With no term named, the weeks' Mondays count with the weekdays written: one slip, "Monday, 5/6" of
    // another year, is outweighed by fifteen weeks from "January 27-January 31" on.)
    // (A named term its weekdays contradict does not make the year before it too old: "Introduction to Neurobiology,
    // Fall 2020" over a schedule of 2019's weekdays is 2019's, not 2024's, where they fall alike.)
    const best = bestYear(today, (year) => fits(season, year) + (named ? 0 : weeksFit(season, year)), written, madeIn, contradicted && named ? Math.min(latest, named.year - 1) : latest, since);
    // (The named term's year, which they confirm in another season, is still the one the syllabus states.)
    // A contradicted term gives way to weekdays that mostly fit, or fit twice as well as in its year
    // (a schedule whose "S 2/12" rows are Sundays, read as Saturdays, under an old "Fall 2016" heading).
    const outweighs = contradicted && named && best.score >= withWeekday.length / 2 && best.score >= 2 * fits(season, named.year);
    if (best.score > 0 && (!contradicted || best.score >= withWeekday.length * 0.8 || outweighs)) return { season, year: best.year, stated: best.year === named?.year };
  }
  const weeks = weekStarts.length + wholeWeeks.length;
  if (!named && weeks >= 2) {
    const best = bestYear(today, (year) => weeksFit(season, year), written, madeIn, latest, since);
    if (best.score >= weeks * 0.8) return { season, year: best.year, stated: false };
  }
  // Where the dates name no weekdays, the year most of them fit the class days in.
  if (!named && meets.size > 0 && meets.size <= 3 && plain.length >= 4) {
    // The file's own date outweighs the meeting days when its year fits them fairly: deadlines fall
    // on other days than classes ("Tuesday, Thursdays" over work due each Wednesday and Friday).
    if (madeIn !== null && meetsFairly(season, madeIn)) return { season, year: madeIn, stated: false };
    const best = bestYear(today, (year) => onMeetingDays(season, year), written, madeIn, latest, since);
    if (best.score >= plain.length * 0.6) return { season, year: best.year, stated: false };
  }
  if (named) return { ...named, stated: true };
  if (!mentions.length) return { season, year: null, stated: false };
  // A term only the links name ("…/spring-2026/…") is the course's, as its own site's addresses say; the reviewer checks it.
  if (linked) return { ...linked, stated: false };
  // A year the text writes, and no other, outside a citation's brackets ("select 2024 semester 1"), is
  // the course's, before the file's own date, which a copy made later carries.
  // (Nor is a book's, on a line naming its publisher: "Redlands: ESRI Press, 2016".)
  // (Nor is an author-year citation's: "Gunderson & Leal 2015", "Smith et al. 2019".)
  // (Nor a year no course of today's students ran in: "Altmann 1973".)
  // (Nor one older than a year it writes elsewhere: "Reddit's 2015 Ban" in a reading's title beside links to articles of 2019.)
  const unbracketed = new Set([...writtenYears(uncited)].filter((year) => year >= today.getUTCFullYear() - 50 && year >= latest));
  if (unbracketed.size === 1) return { season, year: [...unbracketed][0]!, stated: false };
  // Of several, the one year the title or headings write ("# 2025 NYCU Deep Learning" over "papers from 2023 on").
  const titled = [...writtenYears(headings)].filter((year) => unbracketed.has(year));
  if (titled.length === 1) return { season, year: titled[0]!, stated: false };
  // Else the year the file's own date suggests.
  if (madeIn !== null) return { season, year: madeIn, stated: false };
  // A schedule of weeks whose dates run seven days apart ("9/3", "9/10", "9/17", …) names each week by
  // its first day, a Monday, where no class days say otherwise.
  const weekly = plain.filter((m, i) => i > 0 && daysBetween(plain[i - 1]!, m) === 7).map((m) => ({ ...m, weekday: 1 }));
  // (Not dates a header calls the class's own: "Date of Class" over "January 22", "January 29", ….)
  if (meets.size === 0 && weekly.length >= 4 && weekly.length * 2 >= plain.length && !CLASS_DATES.test(text)) {
    const best = bestYear(today, (year) => fitting(weekly, season, year));
    if (best.score === weekly.length) return { season, year: best.year, stated: false };
  }
  // Links dating the articles it assigns ("…/2021/04/…") say when it was last written: the year of the
  // latest, or the one after, where the schedule's days fall on weekdays.
  const onWeekends = (year: number) => plain.filter((m) => [0, 6].includes(weekdayOf(yearIn(season, year, m.month), m.month, m.day))).length;
  const lastPublished = published.length ? Math.max(...published) : null;
  const ofArticles = lastPublished === null ? undefined : [lastPublished, lastPublished + 1].find((year) => year <= today.getUTCFullYear() && onWeekends(year) * 4 < Math.max(plain.length, 1));
  if (ofArticles !== undefined) return { season, year: ofArticles, stated: false };
  // Nothing tells the year: the syllabus is read for the term under way or the next one (a student
  // sends it around the term's start), so the middle of its dates falls about six weeks from today.
  const upcoming = yearNear(today, 45, season, mentions);
  // Unless a schedule's days would fall on weekends that year ("Jan 30", "Feb 6", "Feb 13", … all
  // Saturdays): classes meet on weekdays, so it is of the latest year where they do.
  if (plain.length >= 6 && onWeekends(upcoming) * 4 >= plain.length) {
    const best = bestYear(today, (year) => plain.length - onWeekends(year), written);
    if ((plain.length - best.score) * 10 <= plain.length) return { season, year: best.year, stated: false };
  }
  return { season, year: upcoming, stated: false };
}

/** An academic year written alone: "CS316 Functional Programming 2019/2020", "2019-20". */
const ACADEMIC_YEAR = /(?<![\p{L}\d/.-])((?:19|20)\d{2})\s?[/–-]\s?((?:19|20)?\d{2})(?![\d/.-]?\d)/gu;
/** The text with each academic year written as the year its term falls in: a fall's first, another term's second. */
const inTermsYear = (text: string, season: Season | null) =>
  text.replace(ACADEMIC_YEAR, (whole, first: string, second: string) => {
    const next = second.length === 2 ? `${first.slice(0, 2)}${second}` : second;
    if (Number(next) !== Number(first) + 1) return whole;
    return season === 'Fall' ? first : next;
  });

/** The text without what cites a publication: brackets, a line naming a publisher or an ISBN, authors and a year. */
const withoutCitations = (text: string) =>
  text.replace(/\([^()]*\)/g, '').replace(/^.*\b(?:Press|Publish(?:ers?|ing)|Books|ISBN)\b.*$/gm, '').replace(AUTHORS_AND_YEAR, '');

/** Two authors or "et al." and a year, as a reading list cites a paper. */
const AUTHORS_AND_YEAR = /\b[A-Z][a-z]+(?:\s+(?:&|and)\s+[A-Z][a-z]+|\s+et\s+al\.?),?\s+(?:19|20)\d{2}\b/g;

/** The middle one of the dates, in calendar order. */
const middleOf = (mentions: DateMention[]) => [...mentions].sort((a, b) => a.month - b.month || a.day - b.day)[Math.floor(mentions.length / 2)]!;
/** How many months `later` falls after `earlier` within one calendar year (negative when before). */
const monthsAfter = (earlier: DateMention, later: DateMention) => later.month - earlier.month + (later.day - earlier.day) / 31;

/** The year that puts the middle of the dates closest to `days` after `from`. */
function yearNear(from: Date, days: number, season: Season | null, mentions: DateMention[]): number {
  const middle = middleOf(mentions);
  const expected = from.getTime() + days * 24 * 3600 * 1000;
  const distance = (year: number) => Math.abs(Date.UTC(yearInTerm(season, year, middle.month), middle.month - 1, middle.day) - expected);
  const year = from.getUTCFullYear();
  return [year - 1, year, year + 1].sort((a, b) => distance(a) - distance(b))[0]!;
}

/** A header that calls its dates the class's: "Date of Class", "Class Date", "Lecture Dates". */
const CLASS_DATES = /\b(?:dates?\s+of\s+(?:the\s+)?(?:class|lecture|session)|(?:class|lecture|session)\s+dates?)\b/i;

/** How many years back a schedule's weekdays are matched to a calendar. */
const YEARS_BACK = 15;

/**
 * The year, from next year back fifteen, that scores best. Weekdays fit a year every five or six
 * years, so a tie goes to a year the document writes ("EL4212 Field Methods 2019"), else to the most recent.
 */
function bestYear(today: Date, score: (year: number) => number, written: Set<number> = new Set(), madeIn: number | null = null, latest = 0, since = madeIn): { year: number; score: number } {
  // Years whose calendars are alike tie (2017 and 2023): one before the latest year the document writes
  // loses, then a year the document writes wins, then the one the file's own date suggests (a PDF saved
  // in September 2019 whose only written years are its citations'), then one next to a written year
  // ("Exams from Fall 2016" in a schedule of spring 2017), then the one nearest after the file's own date
  // (a page dated 2019 over a fall whose weekdays fit 2021 and 2027), or with none, after the latest year
  // its text writes outside citations (`since`: "A past exam from 2019" over a term of 2021's weekdays), then the latest.
  const nearWritten = (year: number) => (year < latest ? -1 : written.has(year) ? 3 : year === madeIn ? 2 : written.has(year - 1) || written.has(year + 1) ? 1 : 0);
  const nearerAfter = (year: number, than: number) => since !== null && year >= since && (than < since || year < than);
  let best = { year: 0, score: -1 };
  for (let year = today.getFullYear() + 1; year >= today.getFullYear() - YEARS_BACK; year--) {
    const s = score(year);
    const near = nearWritten(year) - nearWritten(best.year);
    if (s > best.score || (s === best.score && (near > 0 || (near === 0 && nearerAfter(year, best.year))))) best = { year, score: s };
  }
  return best;
}

/**
 * The years of dates in addresses, as news sites and blogs date their pages ("…/2019/07/16/…",
 * "…/2017/dec/20/…") and a course site its posts ("_posts/2019-04-16-miniproject2.md").
 */
const publishedYears = (text: string) => matchesOf(/\/((?:19|20)\d{2})(?:\/(?:0?[1-9]|1[0-2]|[a-z]{3})\/(?:\d{1,2}\/)?|-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-[\w-]+\.(?:md|markdown|html?)\b)/gi, text).map((m) => Number(m[1]));

/**
 * The years a document writes on their own ("2019", not a date's) or with a term ("fall-2020"): a title's,
 * a citation's, a link's, and a year that is a folder of an address ("bebi103.caltech.edu/2020/a/zoom").
 */
const writtenYears = (text: string) =>
  new Set([
    // (Not one glued to a word, as an address writes it: "mlagos2017@udec.cl".)
    ...matchesOf(/(?<![\p{L}\d/.-])((?:19|20)\d{2})(?![\d/.-]\d|@)/gu, text).map((m) => Number(m[1])),
    ...matchesOf(/\w\/((?:19|20)\d{2})\/(?!\d)/g, text).map((m) => Number(m[1])),
    // (Or one closing a hashtag, "#SNOWMAGGEDON2020": the event's year, the course's.)
    ...matchesOf(/#\p{L}+((?:19|20)\d{2})\b/gu, text).map((m) => Number(m[1])),
    // (Or a date's whose day is left blank, "Avaliação 1: /09/2025".)
    ...matchesOf(/(?<![\w/])\/[01]?\d\/((?:19|20)\d{2})\b/g, text).map((m) => Number(m[1])),
    // (Or closing an address's part, glued to its name or not: "…/event/martin-luther-king-jr-day-2017/", "…/OpenSourceEcon/BootCamp2019/…".)
    ...matchesOf(/\p{L}[-_]?((?:19|20)\d{2})\/(?!\d)/gu, text).map((m) => Number(m[1])),
    ...matchesOf(TERM_PATTERN, text).map((m) => Number(m[2] ?? m[3])),
  ]);

/** Whether a full date falls in a term or within a month of it (a fall term runs August to January). */
function inTerm(term: { season: Season; year: number }, date: DateMention): boolean {
  const start = { Spring: 1, Summer: 5, Fall: 8, Winter: 0 }[term.season];
  const months = date.year! * 12 + date.month - (term.year * 12 + start);
  return (months >= -1 && months <= 6) || (term.season === 'Winter' && months >= 11 && months <= 13);
}

/** The calendar year of a month in a term: a fall term's January is the next year, a winter term's December the one before. */
function yearInTerm(season: Season | null, year: number, month: number, allYear = false): number {
  if (season === 'Fall' && (month <= 2 || (allYear && month <= 7))) return year + 1;
  if (season === 'Winter' && month >= 11) return year - 1;
  return year;
}

/** The season a set of dates falls in, by its median month. */
function seasonOfDates(mentions: DateMention[]): Season | null {
  if (!mentions.length) return null;
  // (Dates that all write their year are taken in their order: a schedule from October to February has its middle in the new year.)
  const byYear = mentions.every((m) => m.year !== undefined);
  const months = mentions.map((m) => (byYear ? m.year! * 12 : 0) + m.month).sort((a, b) => a - b);
  const median = ((months[Math.floor(months.length / 2)]! - 1) % 12) + 1;
  return median >= 8 ? 'Fall' : median >= 6 ? 'Summer' : 'Spring';
}

const mostFrequent = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
};

/** Days from one month/day to a later one (across the new year too), counted in a common year. */
const daysBetween = (from: { month: number; day: number }, to: { month: number; day: number }) => {
  const days = (Date.UTC(2001, to.month - 1, to.day) - Date.UTC(2001, from.month - 1, from.day)) / 86_400_000;
  return days < 0 ? days + 365 : days;
};
export const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/**
 * The year of a month/day inside the term. A fall term's January belongs to the next year; a
 * winter term's December to the year before. A weekday stated with the date picks between the
 * neighbouring years when the term's own year does not fit.
 */
export function yearOf(term: Term, month: number, day: number, weekday?: number): number | null {
  if (term.year === null) return null;
  const year = yearInTerm(term.season, term.year, month, term.allYear);
  if (weekday !== undefined && weekdayOf(year, month, day) !== weekday) {
    // (Not a year that puts the day far outside the term: "Fri 4/9" in a course of Spring 2022, whose
    // other weekdays all fit 2022, is a slip of the weekday, not April 2021.)
    const fits = [year - 1, year + 1].find((y) => weekdayOf(y, month, day) === weekday && withinTerm(term, isoDate(y, month, day)));
    if (fits !== undefined && !term.stated) return fits;
  }
  return year;
}

export const isoDate = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const isRealDate = (year: number, month: number, day: number) => calendarDay(year, month, day) !== null;

/** The months a term of each season runs, as [first month, last month] of its own year (a fall term's January is the next year's). */
// A winter term is a quarter from January, or a session over the year's turn ("Winter 2024": 12/16/2024 - 1/10/2025).
const SEASON_MONTHS: Record<Season, [number, number]> = { Spring: [1, 5], Summer: [5, 8], Fall: [8, 12], Winter: [1, 13] };
/** How far before its first month or after its last a course's dates may still fall (an early deadline, a late final). */
const TERM_SLACK_DAYS = 75;
/** How far from its term a schedule the header was not updated for may lie: the terms on either side. */
export const NEIGHBOUR_TERM_DAYS = 240;

/**
 * Whether a date with its year written out can be the course's: a citation's "16 June 2020" or a
 * revision date in a Summer 2021 syllabus is not. A term of unknown year allows any date.
 */
export function withinTerm(term: Term, date: string, slackDays = TERM_SLACK_DAYS): boolean {
  if (term.year === null) return true;
  const [first, last] = term.season ? SEASON_MONTHS[term.season] : [1, 12];
  const from = Date.UTC(term.year, first - 1, 1) - slackDays * 86_400_000;
  // (A course over the academic year runs to the next July.)
  const to = Date.UTC(term.year, term.allYear ? 19 : last, 0) + slackDays * 86_400_000;
  const day = Date.parse(`${date}T00:00:00Z`);
  return day >= from && day <= to;
}

