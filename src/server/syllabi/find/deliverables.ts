import type { ItemType } from '../document.js';
import { WEEKDAY_NAME } from './dates.js';
import { matchesOf } from './matches.js';

/** A graded deliverable named in a piece of text: what it is called and what kind it is. */
export interface Deliverable {
  index: number;
  end: number;
  type: ItemType;
  title: string;
}

// Most specific first: "final project" is a project and "final paper" an assignment before "final"
// alone can mean the final exam. Spanish names of the common kinds (examen, prueba, ensayo, tarea, informe, proyecto,
// laboratorio, an oral presentation) are read too, for syllabi of Spanish courses, German ones (Klausur, Prüfung, Hausaufgabe,
// a numbered Blatt), Portuguese ones (prova, questionário, trabalho, atividade, exercício, relatório, apresentação, resenha), an
// Italian numbered or final presentation ("Presentazione 1: Journey Map"; not "Presentazione del corso") and
// French ones (QCM, projet, rapport, laboratoire); a course's own presentation ("Apresentação da disciplina") is none.
// Online homework systems name their work too: "Unit 1 MyMathLab", "WebAssign 3", "zyBooks Chapter 2".
// (A periodical, "European Journal of Archaeology 22.3" in a reading's citation, is no journal kept.)
const KIND_NAMES: [ItemType, RegExp][] = [
  ['project', /\b(?:final\s+(?:\w+\s+){0,2}?(?:project|presentations?)|trabalho\s+final)\b/i],
  // (Spanish, Portuguese and French say it after the noun: "El informe escrito final", "relatório final".)
  ['assignment', /\bfinal\s+(?:\w+\s+){0,2}?(?:paper|essay|report|portfolio|draft|reflection|prospectus|submission)\b|\b(?:informes?|ensayos?|reportes?|relat[óo]rios?|rapports?)\s+(?:[\p{L}]+\s+)?fina(?:l(?:es)?|is)\b/iu],
  ['exam', /\b(?:(?:mid|end)[\s-]?sem(?:ester)?\s+exam(?:ination)?s?|(?:mid|end)[\s-]?sems?|practicums?|(?:lab(?:oratory)?|final|mid-?term)\s+practicals?|practicals?\s+(?:#?\d|[IVX]{1,3}\b)|mid-?terms?|semi-?finals?|final\s+exam(?:ination)?s?|final(?<!(?:\(\s*|\b(?:clases?|aulas?|cours|s[ée]ances?|semanas?|semaines?|sesi[oó]n|sess[aã]o|trabajos?|entregas?|suivi|bilan|r[ée]unions?|rencontres?)\s+|\b(?:du|de|des|le|la|les|el|los|las|del|o|os|do|da|dos|das|il|lo|al|un|une|una|um|uma)\s+[a-zà-ÿ]+\s+)final)s?\b(?!\s*\))(?!\s+(?!(?:on|is|will|at|in|from|due|and|or|exam|for|to|be|was|has|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b)[a-z]{3,})(?!\s+(?:week|grades?|version|draft|day|submission|handouts?|solutions?|slides|notes|answers?|keys?|scores?|results?|analysis|thoughts|remarks|words)\b)|exam(?:ination(?!\s+of\b))?s?|ex[aá]men(?:es)?|exames?|certamen(?:es)?|recuperatori[oa]s?|(?<!\b(?:fracciones|derivadas|ecuaciones|sumas|[oó]rdenes)\s)parcial(?:es)?|avalia[çc][ãa]o\s+(?:\d|bimestral|final|parcial|escrita|pr[aá]tica|semestral|substitutiva|av\s?-?\d)|appell[oi](?!\s+(?:a|al|alla|ai)\b)|pruebas?(?!\s+(?:t|z|f|chi|de\s+(?:hip[oó]tesis|independencia|bondad|normalidad|significancia)|(?:de\s+)?kolmogorov|(?:de\s+)?wilcoxon)\b)|provas?|klausur(?:en)?|pr(?:ü|ue)fung(?:en)?|(?<![/.]|(?<!\blab)-)\btests?(?=\s*#?\d{1,2}\b(?![/.]\d))|(?<!\b(?!(?:unit|class|in-class|midterm|final|chapter|module|the|a|an|first|second|third|next|each|this|our|your|written|oral|online|make-?up|practice|placement|short|grammar|vocabulary|spelling|listening|map|progress|diagnostic|proficiency|comprehension)\b)[a-z]+[ -])(?<![/.])tests?(?!\s+(?:of|for|statistics?|cases?|data|sets?|split|suites?|runs?|strateg(?:y|ies)|plans?|coverage|automation)\b))\b/i],
  // (A team-based course's readiness assurance tests, individual and team: "Module E iRAT/tRAT".)
  ['quiz', /\b(?:quiz(?:zes)?|question[aá]rios?|QCMs?|[it]RATs?(?:\/[it]RATs?)?|readiness\s+assurance\s+tests?)\b/i],
  // (Its initials alone in capitals, "RAT 3", "Topic | RAT"; a "rat" is an animal.)
  ['quiz', /\bRATs?\b/],
  // (An assessment sat in class is an exam: "Standard Assessment", "Oral assessments"; "assessment" alone names no work: "Model assessment".)
  ['exam', /\b(?:standard|oral|written|summative|in-class|CBE)\s+assessments?\b/i],
  // (An Italian exam's sitting, "appello", one of several a student may take.)
  ['exam', /\bappell[oi]\b/i],
  // (A "Demo:" label over what is shown, "Demo: Zotero", is a demonstration in class, not work; "Demo: Dec 5" dates one.)
  ['project', /\b(?:(?:mini-?)?projects?|proj\.?(?=\s*#?\d)|proyectos?|projektabgabe|pr[äa]sentation(?:en)?(?=\s+(?:de[rs]|ihrer|eurer)\b)|projektabschlusspr[äa]sentation(?:en)?|referate?\b|projets?(?<!\brapports?\s+d[eu]\s+projets?)|soutenances?|exposés|exposé\s*#?\d{1,2}|presentaci[oó]n(?:es)?\s+(?:oral|grupal)(?:es)?|presentazion[ei](?=[ \t]*(?:\d|#|:|final[ei]\b|oral[ei]\b))|apresenta[çc](?:[ãa]o|[õo]es)(?=[ \t]*(?:$|\n|[\d#:;,.()–-]|(?:finais|final|orais|oral)\b|(?:d[aeo]l?|de\s+la|d[ao]s)\s+(?!(?:disciplina|curso|asignatura|materia|professora?|profesora?|programa|plano|ementa|c[aá]tedra|syllabus|s[ií]labo|dados)\b)))|proposals?|milestones?|checkpoints?|sprints?|presentations?|présentations?(?![ \t]+(?:du|de|des|d['’]|générale|sur|et|tp\s*\d)\b)|demo\s+days?|(?:demos?|demonstrations?)(?!\s*:\s*(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)[a-z])|posters?(?:\s+sessions?)?|pitch)\b/i],
  // ("Deliverable 3", "Assessment 2", "Assessment Task 1", numbered, or "Assessment A:" lettered: "the deliverables" or "assessment" alone names no piece of work.)
  ['assignment', /\b(?:(?:deliverable|deadline|assessment(?:\s+task)?)\s*#?\d{1,2}\b(?![:/.]\d|\s*(?:[ap]\.?m\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|h\b|hrs?\b|hours?\b|days?\b|weeks?\b))|assessment\s+[A-H](?=\s*[:)–—-])|home-?works?|hw\s*[-#]?\s*\d*|hwk|hmwks?|prob(?:lem|\.)?\s+sets?|p-?sets?|ps\s?-?\d+|labs?|laborator(?:y|ies)|laborat(?:oires?|[oó]rios?)|lab\s+reports?|papers?|essays?|ensayos?|resenhas?|reseñas?|my\s?math\s?lab|web\s?assign|zy\s?books?|zy\s?labs?|sapling\s+learning|mastering\s?(?:physics|chemistry|biology|engineering)|series?\s+de\s+(?:problemas|ejercicios)|tareas?|informes?|relat[óo]rios?|taller(?:es)?\s*#?\d{1,2}|pr[aá]cticas?\s*#?\d{1,2}|entregas?(?:\s+(?:de(?:l)?\s+)?(?:trabajo|informe|proyecto|ensayo|tarea|tp)s?)?\s*#?\d{1,2}|entrega\s+final|remises?\s*(?:(?:du|des?)\s+)?(?:tp\s*)?#?\d{1,2}\b|(?=TPs?\s*#?\d)(?<!\b(?:presentaci[oó]n|présentation|apresenta[çc][ãa]o)(?:\s+(?:du|del|do|da|de\s+la))?\s+)TPs?\s*#?\d{1,2}\b(?![./:]\d)|remise\s+finale|(?:primera|segunda|tercera|cuarta|quinta|[uú]ltima)\s+entrega(?:\s+del\s+(?:tp|trabajo\s+pr[aá]ctico)\b)?|entrega\s+del\s+(?:tp|trabajo\s+pr[aá]ctico)\b|tasks?(?=\s*#?\d{1,2}\b(?![./:]\d))|hausaufgaben?|hausarbeit(?:en)?|(?:abschluss)?berichts?(?=[\s,.)]|$)|\babgabe(?=[ \t]+[a-zäöü])|devoirs?|rapports?(?:\s+final(?=\s*\)))?(?=\s*(?:#?\d|de\s|d['’]|final|\)))|comptes?[\s-]rendus?|blatt\s*\d{1,2}|trabalhos?(?<!\bdia\s+do\s+trabalhos?)|trabajos?(?<!\bd(?:e|el)\s+trabajos?)\s+(?:final(?:es)?|pr[aá]cticos?|escritos?|grupal(?:es)?|integrador(?:es)?)|atividades?|exerc[ií]cios?(?<!\baulas?\s+(?:de\s+)?exerc[ií]cios?)|reports?|responses?|assignments?|asst|assn\s*[-#]?\s*\d+|assign\s*#\s*\d{1,2}|assns?|reflections?|worksheets?|critiques?|drafts?|(?:reading|research|learning)\s+logs?|e-?portfolios?|portfolios?|write-?ups?|memos?|journals?(?![ \t]+of\b)|annotations?|prog\.?\s*\d+|ex\.?\s?\d{1,2}(?=\s*(?::|$|\n|[-–—]\s))|programming\s+assignments?|coding\s+assignments?|exercises?|case\s+stud(?:y|ies)|(?:discussion|blog|forum)\s+posts?|blogs?|(?<=\d[ \t]+)peer(?=[ \t]*(?:$|\n)))\b/i],
  // (A French course's numbered or final assessment, "Évaluation 2", "l'évaluation finale", is work handed in; its word alone is grading.)
  ['assignment', /[ée](?<![a-zà-ÿ\d][ée])valuations?\s+(?:\d{1,2}|finale|sommative|terminale)\b/i],
  // (A Spanish course's numbered, unit's or summative assessment, "Evaluación U1", "Evaluación Sumativa Unidad I", is an exam.)
  ['exam', /\bevaluaci[oó]n(?:es)?\s+(?:\d{1,2}\b|U\s?\d{1,2}\b|final(?:es)?\b|parcial(?:es)?\b|escrita|sumativa)/i],
  // (Chinese, Korean and Japanese names, which no word boundary marks off: "期中考" a midterm, "小考" a quiz, "期末專題提案" a final
  // project's proposal, "作業 2" homework; "중간 고사" and "기말 고사" a midterm and a final, "퀴즈" a quiz, "과제" homework;
  // "期末試験" a final, "小テスト" a quiz.)
  ['exam', /期中考(?:試)?|期末考(?:試)?|考試|考试|(?:중간|기말)\s?(?:고사|시험)|(?:中間|期末)試験/],
  ['quiz', /小考|測驗|测验|퀴즈|小テスト/],
  ['project', /(?:期末)?(?:專題|专题)(?:提案|報告|报告)?|期末(?:報告|报告)/],
  ['assignment', /(?:作業|作业|과제)(?:\s*\d{1,2})?/],
];

/** Kinds named by their initials: a French "QCM" (a multiple-choice quiz), a "CBE" (computer-based exam). */
const KIND_ACRONYM = /^(?:QCM|CBE)S?$/;

/** "by end of Wed March 9", "by the close of": a deadline, as "due" is. */
export const BY_THE_END_OF = '\\bby\\s+(?:the\\s+)?(?:end|close)\\s+of\\b';
/** A kind's word followed by "dates" ("Quiz dates: 9/10, 9/24"): the days of several of it. */
export const THE_KINDS_DATES = /^\s*(?:dates|days|deadlines)\b/i;

/**
 * A kind's word may carry its number with no space ("Quiz1", "Exam2", "Midterm1", "Lab3"), as file
 * names and terse schedules write it: the word ends at a digit as at a word's end (and an
 * abbreviation at its dot, "Proj. 2"), its number at an underscore ("hw06_biv_graphing" is "hw06"),
 * never inside it.
 */
const KINDS: [ItemType, RegExp][] = KIND_NAMES.map(([type, pattern]) => [type, new RegExp(pattern.source.replace(/\\b$/, '(?:\\b|(?<!\\d)(?=\\d)|(?=_)|(?<=\\.))'), pattern.flags)]);
/** The clauses of `text` (parted by line breaks and semicolons) before the first that opens with a kind's word. */
function ownClauses(text: string): string {
  const [first, ...rest] = text.split(/[;\n]/);
  const otherWork = rest.findIndex((clause) => KINDS.some(([, pattern]) => pattern.exec(clause)?.index === clause.length - clause.trimStart().length));
  return [first, ...(otherWork < 0 ? rest : rest.slice(0, otherWork))].join(';');
}
/** KINDS as global patterns, made once. */
const KINDS_GLOBAL = KINDS.map(([type, pattern]) => [type, new RegExp(pattern.source, `${pattern.flags}g`)] as const);

/**
 * The course's own kinds of graded work, named in its grading breakdown ("Thinking Pieces: 20%") or said
 * due ("Tutorials are always due on Friday") where no kind's word is: a numbered one ("Thinking Piece #01") is work, an assignment. Set for each document
 * by `learnCourseKinds`, as global patterns.
 */
let courseKinds: (readonly [ItemType, RegExp])[] = [];
/** The kinds' global patterns and the course's own, looked for in a text. */
let kindPatterns = KINDS_GLOBAL;
/** "Podcast Episode (5%)", "Book Review – 10%", "3. Thinking Pieces: 20%": a name and its share of the grade, alone on a line. */
export const WEIGHTED_LABEL = /^[^\p{L}]*(\p{L}[\p{L}\d'’&/ -]{2,50}?)\s*(?:\(\s*\d{1,3}(?:\.\d+)?\s*%\s*\)|[–—:-]\s*\d{1,3}(?:\.\d+)?\s*%)\W*$/u;
/** "Tutorials are always due on Friday at 6:00PM", "All knowledge boosts are due by …": a kind of work a sentence says is due, opening it. */
const SAID_DUE = /^[^\p{L}]*(?:all\s+(?:the\s+)?)?(\p{L}[\p{L} -]{2,30}?)s\s+(?:are|will\s+be)\s+(?:always\s+|usually\s+|all\s+)?due\b(?!\s+to\b)/iu;
/** "Checkpoints are timed do-at-home exams", "Knowledge checks are short online quizzes": a name the course says is a kind of sitting. */
const SAID_SITTING = /\b(\p{Lu}\p{Ll}+(?:[ -]\p{L}+)?)s\s+are\s+(?:(?:short|timed|online|in-class|take-home|at-home|do-at-home|weekly|cumulative|open-book|closed-book|written|oral|mini|asynchronous|synchronous)\s+){0,3}(exams|quizzes|tests)\b/gu;
/** Names a bracket gives to the work of a kind: "Assignments (Drills and Homeworks)", "Quizzes (Checkpoints)". */
const KINDS_IN_BRACKETS = /\b(assignments|quizzes|exams|tests|projects)\s*\(([A-Za-z][A-Za-z ,&-]{2,60})\)/gi;
/** The course's names for its sittings, each with the kind the course says it is (set by `learnCourseKinds`): before the kinds' own words. */
let courseSittings: (readonly [ItemType, RegExp])[] = [];
/** Learns a document's own kinds from the lines of its grading breakdown and of its rules, forgetting the last document's first. */
export function learnCourseKinds(lines: { text: string }[]): void {
  // (The last document's kinds are forgotten first: `kindOf` below reads them.)
  courseKinds = [];
  courseSittings = [];
  foundBefore.clear();
  courseSittings = matchesOf(SAID_SITTING, lines.map((line) => line.text).join('\n'))
    .filter((said) => kindOf(said[1]!) !== kindOf(said[2]!))
    .map((said) => [kindOf(said[2]!)!, new RegExp(`\\b${said[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'gi')] as const);
  const unknown = (name: string) => !kindOf(name) && name.split(/\s+/).length <= 3;
  const named = lines.flatMap((line) => {
    const name = (WEIGHTED_LABEL.exec(line.text) ?? SAID_DUE.exec(line.text))?.[1]!.trim().toLowerCase().replace(/s$/, '');
    const bracketed = matchesOf(KINDS_IN_BRACKETS, line.text).flatMap(([, kind, names]) => names!.split(/\s*(?:,|&|\band\b|\bor\b)\s*/).map((each) => [kindOf(kind!)!, each.trim().toLowerCase().replace(/s$/, '')] as const));
    return [...(name ? [['assignment', name] as const] : []), ...bracketed].filter(([, each]) => each && unknown(each));
  });
  // (A name counts as work only with its number: "Drill 3", not "drill down".)
  const numberedOf = (type: ItemType) => {
    const words = [...new Set(named.filter(([kind]) => kind === type).map(([, name]) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')))];
    return words.length ? [[type, new RegExp(`\\b(?:${words.join('|')})s?\\s*#?\\s*(?:\\d{1,2}|[IVX]{1,4})\\b`, 'gi')] as const] : [];
  };
  courseKinds = [...numberedOf('assignment'), ...numberedOf('quiz'), ...numberedOf('exam'), ...numberedOf('project')];
  kindPatterns = [...courseSittings, ...KINDS_GLOBAL, ...courseKinds];
}

/** The words that name a kind of deliverable, for matching a rule or a heading to the items it covers. */
const KIND_WORD = /\b(home-?works?|hws?|assignments?|assns?|labs?|laborator(?:y|ies)|quiz(?:zes)?|prob(?:lem|\.)?\s+sets?|p-?sets?|ps\s?-?\d+|projects?|papers?|essays?|exams?|tests?|presentations?|case\s+stud(?:y|ies)|discussions?|journals?|posts?|reading\s+responses?|responses?|reflections?|worksheets?|exercises?|tasks?|sprints?)\b/gi;
const singularKind = (word: string) =>
  /^hws?$/i.test(word) ? 'homework' : /^assns?$/i.test(word) ? 'assignment' : /^(?:ps\s?-?\d+|prob\.?\s+sets?)$/i.test(word) ? 'problem set' : word.toLowerCase().replace(/\s+/g, ' ').replace(/-/g, '').replace(/ies$/, 'y').replace(/zes$/, '').replace(/s$/, '');

/** Every kind word in `text`, singular and lower case: "Labs and quizzes" → ["lab", "quiz"], "HW 3" → ["homework"], "Assn 2" → ["assignment"], "PS1" → ["problem set"]. */
export const kindWordsIn = (text: string) => matchesOf(KIND_WORD, text).map((m) => singularKind(m[1]!));

/**
 * Words that make a mention not a deliverable: a release, a review, a lecture about it. A release
 * word after the sentence's end ("Due: HW1. Out: HW2"), after another name on the cell's next line
 * ("Assn 1 in" over "Assn 2 out"; a line that opens with it, "Assigned @ 5pm" under "MIDTERM EXAM",
 * is the work's above) or labelling a name ("Tech critique Out: Final paper") is another work's.
 * A peer review, or a tool's name in brackets ("First draft (Eli Review)"), is no review of the work; work
 * "to be posted" or "to be announced" is not released that day ("API Assignment (to be posted) | March 10").
 */
const RELEASED_AFTER = /^(?:(?:[^\S\n]|[\w#()[\]-]|\.(?!\s)){0,30}?|[^\S\n]*\n\s*)\b(?:out|(?<!\bto\s+be\s)(?:released?|posted)|assigned|available|issued|handed\s+out|distributed|(?<!\bbe\s)announced|given(?=\))|opens?|returned|graded|(?<!peer[\s-]|\(\w+\s)review(?:ed)?|grades?|goes\s+live|is\s+live|erscheint|updated)\b(?!\s*:\s*(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun))[a-z])/i;
/**
 * A release word ending the name's line or cell, however long the name and however its cell wraps it:
 * "HW11 Planning for Manipulation w/ Franka & MoveIt (I) Out"; not after another work ("Assn 1 in; Assn 2 out").
 */
const RELEASED_AT_END = /^(?:(?!\bdue\b)[^|;\d]){0,60}?\s(?:out|released|posted|assigned)[^\S\n]*(?:$|\n|\|)/i;
/** A release word after a name, unless it begins a title's next capitalised word ("Lab 5 Open Loop Optimization"; "HW 3 Out Monday" is a release). */
function releasedAfter(after: string): boolean {
  if (RELEASED_AT_END.test(after)) return true;
  const release = RELEASED_AFTER.exec(after);
  // ("Quiz - What channels are available …": a dash and words before it describe the work.)
  if (!release || /\s[-–—]\s+(?:\S+\s+){2,}\S+$/.test(release[0])) return false;
  const word = /\S+$/.exec(release[0])![0];
  return !(/^[A-Z]/.test(word) && /^\s+(?!(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))[A-Z][a-z]/.test(after.slice(release[0].length)));
}
/** Words before a name that make it a session about the work, its solution or a time ("review for the midterm", "Review for the in-person Midterm Exam", "Solution fifth assignment", "in quiz 3", "Retour sur l'examen", "Correction de l'examen"), what a bracket says a sitting covers ("Quiz 1 (covers homeworks 1-2)"), or a video of it to watch ("Watch Lab 2 Video"); "Check-in Quiz" is a name, and "Turn in draft" hands it in. */
const NOT_GRADED_BEFORE = /\b(?:random(?:i[sz]ed)?|organi[sz]ing|pdf|power-?point|ppt|keynote|prepar(?:e|es|ing)(?:\s+for)?|planning|(?:tests?|exams?|quiz(?:zes)?|mid-?terms?)(?:\s+#?\d+)?\s+(?:on|over|covers?|covering)|(?<=\(\s*)(?:covers|covering)|work(?:ing)?\s+on|doing(?:\s+(?:a|an|the|your))?|set(?:ting)?\s+up(?:\s+(?:a|an|the|your))?|start(?:s|ing)?(?:\s+(?:on|working\s+on))?|meetings?\s+(?:about|on|for)(?:\s+the)?|overview\s+of(?:\s+the)?|intro(?:duction)?\s+(?:to|of)(?:\s+the)?|intro(?![ \t]+for\b)|drafting(?:\s+(?:the|your))?|introdu[cç](?:ci[oó]n|[aã]o)\s+(?:al?|a\s+la|del?|[àa]s?|aos?|d[aeo]s?)|announcement\s+of(?:\s+the)?|announc(?:e|es|ed|ing)(?:\s+the)?|(?:work\s+)?sessions?\s+(?:on|for)(?:\s+the)?|(?:by\s+now|ahead),?\s+for|(?:formula\s+|review\s+|study\s+)?(?:sheets?|solutions?|guides?|keys?)(?:\s*\([^()]*\))?\s+(?:for|to|of)(?:\s+the)?|(?:specifications?|specs|instructions?|guidelines?|rubrics?|especificaciones|instrucciones|enunciados?|consignes?)\s+(?:for|of|para|de|del|pour|des?)(?:\s+(?:the|your|las?|los|el|la|les?))?|(?<![\w-])solutions?|introduc(?:e|es|ed|ing)(?:\s+to)?(?:\s+the)?|workshop(?:ping)?(?:\s+the)?|(?<!literature\s)review(?:ing)?(?:\s+for)?(?:\s+the)?|continu(?:e|es|ing)(?:\s+(?:with|on|working\s+on))?(?:\s+the)?|grad(?:e|ing)(?:\s+the)?|review\b[^.;|\n]{0,30}?\bfor(?:\s+the)?|(?:return(?:ed)?(?:\s+and)?\s+)?go(?:ing)?\s+(?:through|over)(?:\s+the)?|return(?:ed)?(?:\s+of)?(?:\s+the)?|repaso|revis[aã]o(?:\s+d[aeo])?|revisi[oó]n(?:\s+(?:pauta\s+)?(?:de\s+la|del?))?|\(?pauta\)?\s+(?:de\s+la|del?)|preparaci[oó]n(?:\s+(?:para\s+(?:el|la)|del?))?|corre[çc][aã]o(?:\s+d[aeo])?|resolu[çc][aã]o(?:\s+d[aeo])?|resoluci[oó]n(?:\s+(?:de\s+la|del?))?|desenvolvimento\s+d[aeo]|acompanhamento\s+d[aeo]|accompagnement(?:\s+(?:au|du|des?))?|aide\s+(?:au|aux)|distribution|seguimiento\s+(?:de\s+la|del?)|practice|about\s+the|prep(?:aration)?\s+for(?:\s+the)?|discuss(?:ion\s+of)?(?:\s+the)?|optional\s+review|study\s+for(?:\s+the)?|feedback(?:\s+on)?(?:\s+the)?|after\s+the|following\s+the|before\s+the|ahead\s+of\s+the|previ[ao]\s+(?:al|a\s+la)|antes\s+(?:del?|da|do)|replac(?:es|ing)(?:\s+the)?|instead\s+of(?:\s+the)?|in\s+(?:place|lieu)\s+of(?:\s+the)?|for\s+(?:the|your)|into\s+the|from\s+the|what\s+(?:is|are|makes)(?:\s+(?:an?|the))?|watch(?:ing)?(?:\s+(?:the|a))?)[ \t]+(?:[\w-]+[ \t]+){0,2}$|(?<![\w-])(?:no|after|before|during|(?<!\b(?:turn(?:ed)?|hand(?:ed)?)[ \t])in|at)[ \t]+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day[ \t]+)?$|\bno[ \t]+(?:standard|regular|scheduled|formal|official|in-class|in-person|traditional|proctored|written|cumulative|comprehensive)[ \t]+$|\bet[ \t]+al\.?,?[ \t]*\(?\d{4}\)?[ \t]+$|\b(?:retour[ \t]+sur|correction[ \t]+de)[ \t]+(?:l['’]|les?[ \t]+|la[ \t]+)$|\bcorrection[ \t]+d(?:u|es)[ \t]+$/i;
/** Words after a kind that make it something about the work ("exam dates", "project day", "exam explanation", "assignment repository", "Midterm Logistics"; "Presentation Day 1" is one of the sittings). */
const NOT_THE_THING_AFTER = /^\s+(?:practice|formatif|formativ[oa]s?|recuperativ[ao]s?|recuperatori[oa]s?|break|recess|(?:ground\s+)?rules|status\s+checks?|dates?|deadlines?(?![\s,:–-]+(?:is\s+|on\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d))|days?(?!\s*#?\d)|times?|periods?|weeks?|rooms?|locations?|schedules?|formats?|topics?|grades?|slots?|guidelines?|instructions?|suggestions?|rubrics?|sheets?|handouts?|policy|policies|materials?|questions?\s+(?:will|are|may)|prep(?:aration)?|review|recaps?|debrief(?:ing)?|explanations?|solutions?|consul\w*|workshops?|intro(?:duction)?|discussions?(?!\s+(?:posts?|boards?|forums?|questions?|leads?|papers?|responses?))|polish|help|q\s*&\s*a|office|work\s*(?:day|time|session)|part(?:y|ies)|check-?ins?|kick-?off|brainstorm\w*|approvals?|corpus|corpora|overview|feedback|from\s+(?:last|previous|past|a\s+previous)|class(?:es)?\s+of|groups?\s+(?:formed|work|meetings?)|meetings?|work\b(?!\s+due)|regrad\w*|sign-?ups?|repo(?:sitor(?:y|ies))?s?|logistics)\b/i;
/** "Quiz (canceled)", "Midterm – cancelled": the work is not held. */
const CANCELLED_AFTER = /^[ \t]*[(:,–—-]?[ \t]*(?:(?:is|was|has\s+been)[ \t]+)?cancel+ed\b/i;
const ADVICE_AFTER = /^\W{0,3}(?:you|your|students?|groups?|teams?)\b[^.;]{0,25}?\b(?:should|will|must|may|can|need\s+to)\s+(?:be|have|get|keep|continue|start|begin)\b/i;
const GENERIC_PLURAL = /^(?:finals|assignments|exams|examinations|tests|quizzes|projects|papers|labs|homeworks|reports|essays|responses|presentations|reflections|drafts|midterms)$/i;
/** "WSL2 Install DUE Mon, Mar 06 2023 23:59 No submission needed": a label that says nothing is handed in names no work. */
const NOTHING_SUBMITTED = /\bno\s+submission\s+(?:required|needed)\b/i;
/** "Mid-quarter Course Feedback", "course evaluations": a form on the course, not graded work. */
const COURSE_FEEDBACK = /\bcourse\s+(?:feedback|evaluations?|surveys?)\b/i;
const NOT_GRADED_AROUND = new RegExp(String.raw`\b(?:office\s+hours?|review\s+sessions?|no\s+class|last\s+day|(?:add\s*[/&-]\s*)?drop(?=\s*[/&-]\s*add|\s+(?:deadline|date|day|period|by|without|with|a\s+(?:class|course)))|withdraw|holiday|break|recess|reading\s+day|lecture\s+notes?|not\s+(?:be\s+)?graded|ungraded|not\s+for\s+credit)\b|${NOTHING_SUBMITTED.source}|${COURSE_FEEDBACK.source}`, 'i');

/** Numbers written as words, each at its value's index: "three" is 3. */
export const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const NUMBER_WORDS = `${COUNT_WORDS.slice(1).join('|')}|i{1,3}|iv|vi{0,3}|ix|x`;
/** What may follow the kind's word as part of its name: "#3", "1", "One", "II", "A", "Ch3", "on S01,S02". */
/** A month and a day after a name's colon ("Problem Set 6: April 8--April 12"): the work's date, not its name. */
const MONTH_AND_DAY = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d`;
/** Words that open a prompt or a sentence after a work's label ("Short writing assignment 1: How do the authors …"), not its name. */
const PROMPT_OPENING = '(?:How|What|Why|When|Where|Which|Who|Do|Does|Is|Are|Can|Should|Please|Write|Read|Answer|Describe|Explain|Discuss|Choose|Select|Compare|Consider|Use|Using|Having|Based|After|Drawing|Reflect|Respond|Imagine|Think|Summari[sz]e|Analy[sz]e|Identify|Find|Pick|Look|Focus|Watch|Listen|Visit)';
const LABEL_AFTER = new RegExp(`^(?:\\s*(?:[-#]|\\s(?:no|nr|number)\\.?)?\\s*\\d+[a-z]?\\b(?![:/.]\\d|\\s*[ap]\\.?m\\b)|\\s+(?:${NUMBER_WORDS})\\b(?!\\s*[a-z]{3,}\\s)|\\s+[A-Z]\\b(?![\\u00C0-\\u024F])|\\s+(?:on\\s+|over\\s+)?ch(?:apters?)?\\.?\\s*\\d+|\\s+on\\s+[a-z]{1,4}\\d{1,3}(?:\\s*,\\s*[a-z]{1,4}\\d{1,3})*\\b|\\s*,?\\s+(?:group|part|team|section|round|session)\\s*(?:#?\\d+|[A-Z]\\b))(?:,[ \\t]+(?:[A-Z][\\w'’&-]*[ \\t]?){1,4}(?=[ \\t]*:))?(?:\\s*:\\s*(?!${PROMPT_OPENING}\\b)(?:(?!(?:due|by)\\b|week\\s+\\d|${MONTH_AND_DAY})[A-Z\\u00C0-\\u024F][\\w\\u00C0-\\u024F'’,&-]*\\s*){1,5})?`, 'i');
/** Nouns that make what an exam or quiz names something handed in: "Exam corrections", "Quiz reflection". */
const HANDED_IN = /^(?:corrections?|guides?|sheets?|reflections?|wrappers?|outlines?|notes|worksheets?|logs?|journals?|revisions?|reports?|papers?|essays?|write-?ups?)$/i;
/** Words that say something of the work rather than name it: "Homework is due", "Paper will be due", "Essay and quiz due". */
const NOT_IN_NAME_BEFORE_DUE = /^(?:is|are|was|were|will|be|being|been|also|now|still|all|each|every|and|or|the|a|an|to|for|on|of|in|at|by|with|from|should|must|may|can|not)$/i;
/** After a numbered kind, a dash and capitalised words name it: "Lab #6 - Transient Response", "Quiz 2 – Periodic Table". */
const NAME_AFTER_DASH = /^[ \t]+[–—-][ \t]+(?!(?:Due|By|On)\b)[A-Z][\w'’&/-]*(?:[ \t]+(?:[A-Z][\w'’&/-]*|&|and|of|for|the|with|in|to)(?=[ \t\n(,;]|$))*/;
/** Joining words a name cannot end with. */
const TRAILING_JOINERS = /(?:[ \t]+(?:&|and|of|for|the|with|in|to))+$/;
/** A capitalised noun and a number after the kind's word: "Journal Entry 3", "Homework Set 2". */
const NOUN_AND_NUMBER_AFTER = /^[ \t]+[A-Z][a-z]+[ \t]+\d+[a-z]?\b(?![:/.]\d)/;
/** A name after a colon on the kind's line: "Assignment: Text and Graph Analysis", not a sentence ("Project: It will be…") or a prompt ("… 1: How do the authors …"). */
// ("Complete Draft: Tues, Feb 17", "Problem Set 6: April 8--April 12": a weekday or a month after the colon begins the work's date, not its name.)
const NAME_AFTER_COLON = new RegExp(`^[ \\t]*:[ \\t]*(?!(?:It|This|That|They|These|Those|The|A|An|You|We|I|There|Students|TBA|TBD|TBC|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*|Lunes|Martes|Mi[eé]rcoles|Jueves|Viernes|S[aá]bado|Domingo)\\b)(?!${MONTH_AND_DAY})(?!${PROMPT_OPENING}\\b)(?!Week[ \\t]+\\d)[A-Z][\\w'’-]*(?:[ \\t]+(?:[A-Z][\\w'’-]*|&|and|of|for|the|with|in|to)(?=[ \\t\\n(,;]|$))*`);
// A qualifying word to the left: capitalised, or an -ing word on the same line ("Data Importing HW").
const LEFT_WORD = /(["“]?[A-Z][\w'’&/-]*["”]?|[a-z]+ing)([ \t]+|[ \t]*\n[ \t]*)$/;
/** An acronym right after the kind's word names it: "Project EDA", "Lab ANOVA" (not "HW DUE"). */
const ACRONYM_AFTER = /^[ \t]+(?!(?:DUE|BY|ON|AT|IN|TBA|TBD|AM|PM|AND|OR)\b)[A-Z]{2,6}\b(?![-'’]\w)/;
/** Work handed in as a file of a kind ("Submit PowerPoint presentation", "Upload your PDF report"): not slides shown in class. */
const HANDED_IN_AS_FILE = /\b(?:submit|turn\s+in|hand\s+in|upload)\s+(?:your\s+|the\s+|a\s+)?(?:pdf|power-?point|ppt|keynote)\s+(?:[\w-]+\s+){0,2}$/i;
/** How a sitting is held, before the words that name it. */
const HOW_SAT = /^(?:in-class|take-home|online)[ \t]+/i;
const SKIP_LEFT = /^(?:due|today|tonight|out|assign|assigned|asigna|release|released|posted|the|a|an|and|or|of|on|by|in|at|to|for|your|our|first|each|all|no|see|submit|turn|complete|write|with|from|this|that|next|one|any|per|week|day|class|in-class|take-home|online|(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:[a-z]*day)?|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i;

/** Words after an article that point at a deliverable rather than name it: "the following assignment", "the same quiz". */
const NOT_A_NAME = /^(?:short|brief|long|following|same|other|last|previous|upcoming|remaining|entire|whole|given|above|below|required|relevant|corresponding|second|third|new|old|late|missed|graded|completed)$/i;

/** A colon and the words after it, not a date: "Assignments: Review …", not "Presentations: April 28". */
const LABEL_OF_WORDS = /^\W*:\W*(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)[a-z]/i;

/**
 * Every deliverable named in `text`, left to right, none inside another. Titles never reach into
 * `stops` (the dates). A bare plural ("bring all assignments") is a deliverable only when it is
 * all the text says, as in a schedule's due column, or when a list of dates follows it ("exams (3/12, 5/7)").
 */
export function findDeliverables(text: string, stops: { index: number; end: number }[] = []): Deliverable[] {
  // A document's lines are read as rows, cells, records and sentences, most of them several times over.
  const key = stops.length ? `${stops.map((stop) => `${stop.index}-${stop.end}`).join(',')}|${text}` : text;
  let deliverables = foundBefore.get(key);
  if (!deliverables) {
    if (foundBefore.size >= FOUND_BEFORE_TEXTS) foundBefore.clear();
    deliverables = deliverablesIn(text, stops);
    foundBefore.set(key, deliverables);
  }
  return deliverables.map((d) => ({ ...d }));
}
/** What `findDeliverables` found in the document's texts, forgotten with its kinds (`learnCourseKinds`). */
const foundBefore = new Map<string, Deliverable[]>();
const FOUND_BEFORE_TEXTS = 8000;

function deliverablesIn(text: string, stops: { index: number; end: number }[]): Deliverable[] {
  const found: Deliverable[] = [];
  for (const [type, pattern] of kindPatterns) {
    for (const match of matchesOf(pattern, text)) {
      const index = match.index;
      const end = index + match[0].length;
      if (found.some((f) => index < f.end && end > f.index)) continue;
      // Joined by a hyphen to a word after it, a kind's word qualifies that word: "Test-driven development", "exam-style questions".
      if (/^-[a-z]/.test(text.slice(end, end + 2))) continue;
      // "Assignment(s) Due:", "Quiz(zes)": a kind written as singular or plural is a label for whatever work follows, no work itself.
      if (/^\((?:e|ze)?s\)/i.test(text.slice(end))) continue;
      // "**Assignments:** Review virtual machine options": a plural kind of work opening its line with a colon labels
      // the words that follow. ("Finals: Sections 01-03 …" names the exams, "Presentations: April 28, 30" their days.)
      if (type !== 'exam' && type !== 'quiz' && /s$/i.test(match[0]) && LABEL_OF_WORDS.test(text.slice(end)) && /(?:^|\n)\W*$/.test(text.slice(0, index))) continue;
      found.push({ index, end, type, title: match[0] });
    }
  }
  found.sort((a, b) => a.index - b.index);
  // In "Critique Presentations", "Project Proposal", "homework assignments" or "Milestone 1 Demo" the last word names the thing.
  const compounds = found.reduce<Deliverable[]>((kept, d) => {
    const last = kept[kept.length - 1];
    if (!last || !/^[ \t-]*(?:#?\d{1,2}[a-z]?[ \t]+)?$/i.test(text.slice(last.end, d.index))) return [...kept, d];
    // "Midterm lab" is the lab's exam, not a lab handed in; "Projet final", "Rapport final" (as French,
    // Spanish and Portuguese name them) are the work's last version, not a final exam ("Lab final" is one); a
    // "Proyecto Parcial" is a part of the project, not a midterm.
    const lastVersion = /^(?:final(?:e|es)?|parcial(?:es)?)$/i.test(d.title) && /^[ \t]+$/.test(text.slice(last.end, d.index)) && last.type !== 'exam' && last.type !== 'quiz' && !/^labs?$/i.test(last.title);
    const type = /\bproject\b/i.test(last.title) && d.type === 'assignment' ? 'project' : last.type === 'exam' && /^labs?$/i.test(d.title) ? 'exam' : lastVersion ? last.type : d.type;
    return [...kept.slice(0, -1), { index: last.index, end: d.end, type, title: text.slice(last.index, d.end) }];
  }, []);
  const named = compounds
    .filter((d) => isGraded(text, d))
    .map((d) => withTitle(text, d, stops))
    // ("No Reading Quiz": "no" before the whole name, once its words are known, says there is none.)
    .filter((d) => !/(?<![\w-])no[ \t]+$/i.test(text.slice(Math.max(0, d.index - 10), d.index)))
    // "Final Project Progress Report" is one report, not a project and a report.
    .filter((d, i, all) => !all.some((e, j) => j !== i && e.index <= d.index && e.end >= d.end && e.end - e.index > d.end - d.index))
    // "Problem set 8: Mini-project part 3": a kind word inside the subject of the work before it is part of that name,
    // and so is an unnumbered one right after its colon ("HW 2: Needfinding Exercise").
    .reduce<Deliverable[]>((kept, d) => {
      const last = kept.at(-1);
      const subject = last && d.index >= last.end && /\d/.test(last.title) && !/\d/.test(d.title) && /^[ \t]*:[ \t]*$/.test(text.slice(last.end, d.index));
      if (subject) return [...kept.slice(0, -1), { ...last, end: d.end, title: text.slice(last.index, d.end).trim() }];
      if (!last || d.index >= last.end || d.end <= last.end) return [...kept, d];
      return [...kept.slice(0, -1), { ...last, end: d.end, title: text.slice(last.index, d.end).trim() }];
    }, [])
    .filter((d) => !GENERIC_PLURAL.test(d.title) || pluralNamesWork(text, d, stops));
  if (!named.length) {
    const byLabel = [...dueLabel(text, stops), ...listedUnderDueLabel(text, [], stops)].filter((d) => !NOTHING_SUBMITTED.test(text.slice(d.end).split('\n')[0]!));
    return [...byLabel, ...numberedWorkDue(text, byLabel)].sort((a, b) => a.index - b.index);
  }
  // "Assignment 4 due September 22; summary research area due": a clause naming no kind of its own names its work by "due".
  const clauses = stops.length ? matchesOf(/[^;\n]+/g, text).filter((clause) => clause.index > 0 && !named.some((d) => d.index < clause.index + clause[0].length && d.end > clause.index)) : [];
  const byDue = clauses.flatMap((clause) => dueLabelOfLine(clause[0], clause.index, stops) ?? []);
  const listed = listedUnderDueLabel(text, [...named, ...byDue], stops);
  return [...withNumbersListed(text, stagesOfWork(text, joinPairs(text, named), stops)), ...byDue, ...listed, ...numberedWorkDue(text, [...named, ...byDue, ...listed])].sort((a, b) => a.index - b.index);
}

/** Numbers listed after a numbered kind's ("Lab 2,3 due", "Labs 4 and 5"), each a work of that kind, up to what ends the list. */
/** What joins the works of a list: "Lab 2, Lab 3", "Labs 4 and 5", "HW 6 & 7", and in other languages "Tareas 4 y 5", "TP 2 et 3". */
export const LIST_JOIN = '(?:,|&|\\+|and|y|e|et|und)';
// (Not an hour, "Midterm 1, 8:00-9:30 PM".)
const LISTED_NUMBER = new RegExp(`^\\s*${LIST_JOIN}\\s*(\\d{1,2})(?=\\s*(?:$|[,;)&+]|[:.](?!\\d)|and\\b|due\\b|are\\b|will\\b|on\\b))`, 'i');

/** "Lab 2,3 due on Mar 15": Lab 2 and Lab 3. */
function withNumbersListed(text: string, deliverables: Deliverable[]): Deliverable[] {
  return deliverables.flatMap((d) => {
    const numbered = /^(.*?\D)\d{1,2}$/.exec(d.title);
    if (!numbered) return [d];
    const more: Deliverable[] = [];
    for (let at = d.end, next = LISTED_NUMBER.exec(text.slice(at)); next; next = LISTED_NUMBER.exec(text.slice(at))) {
      at += next[0].length;
      more.push({ index: at - next[1]!.length, end: at, type: d.type, title: `${numbered[1]}${next[1]}` });
    }
    return [d, ...more];
  });
}

/**
 * A capitalised name with its number, said due at its clause's end: "Translation #1 Due", "Composition 5 due", and
 * with what it is on in brackets and when in the day it is due: "WeBWorK 02 (linear equations) is due at 10pm.",
 * "Coding Activity 1 due by next Monday".
 */
const NUMBERED_NAME_DUE = /(?<=^|[,;:.]\s*|\s(?:and|&)\s+)((?:\p{Lu}[\p{L}-]*\s+){1,3}#?\d{1,2}[a-z]?)(?:\s*\([^()\n]{1,40}\))?\s+(?:(?:is|are)\s+)?(?:due|Due|DUE)\b(?:\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:at|by)\s+\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?|\s+(?:by\s+|on\s+)?(?:the\s+)?(?:next|following)\s+(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day)?(?=[^\p{L}\d\n]*(?:$|[,;.\n]))/gmu;

/**
 * Work counted by an ordinal that opens its clause and said due: "First passage analysis due Friday",
 * "Second critique due." (The weekday or hour after "due" is read with the line's date.)
 */
const ORDINALS = 'First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth';
const ORDINAL_NAME_DUE = new RegExp(String.raw`(?<=^|[,;:.|]\s*|\*\*|\/\/\s*)((?:${ORDINALS})(?:\s+[a-z][a-z-]*){1,3})\s+(?:is\s+)?due\b(?=\s*(?:$|[,;.)*\n]|(?:on\s+|by\s+)?(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day\b|(?:at|by)\s+\d))`, 'gm');

/** Work a short code names and "due" dates: "A1 due 9/26", "P0 individual due 9/19" (not "CS101", a course, nor a part after its work's code, "A2 MS1 due"). */
const CODE_DUE = /(?<![\p{L}\d/.#-])(?<!\d[a-z]?\s+)(\p{Lu}{1,2}\d{1,2}[a-z]?(?:\s+(?!(?:is|are|was|will)\b)[a-z]+)?)\s+(?:is\s+)?due\b(?=\s*(?:$|[,;.)\n]|(?:on\s+|by\s+)?(?:\d|\p{Lu}\p{Ll}{2})))/gmu;

const ORDINAL_WORD = new RegExp(String.raw`\b(?:${ORDINALS})\s`);
const CODE_THEN_DUE = /[A-Z]\d{1,2}[a-z]?\s+(?:[a-z]+\s+)?(?:is\s+)?due\b/;

/** Work that no kind word names, known as work by its number and "due" (its date is the line's or its heading's). */
function numberedWorkDue(text: string, found: Deliverable[]): Deliverable[] {
  // (Most text says no "due": the pattern's lookbehind is not tried at each of its characters.)
  if (!/\bdue\b/i.test(text)) return [];
  // (The ordinal's and the code's patterns open with lookbehinds: looked for only where their words are.)
  const ordinal = ORDINAL_WORD.test(text) ? matchesOf(ORDINAL_NAME_DUE, text) : [];
  const coded = CODE_THEN_DUE.test(text) ? matchesOf(CODE_DUE, text) : [];
  return [...matchesOf(NUMBERED_NAME_DUE, text), ...ordinal, ...coded]
    .map((match) => ({ index: match.index, end: match.index + match[1]!.length, title: match[1]!.replace(/\s+/g, ' ') }))
    .filter((d) => !found.some((f) => f.index < d.end && f.end > d.index))
    .map((d) => ({ ...d, type: kindOf(d.title) ?? 'assignment' }));
}

/** A line's label for the work it lists: "Due:", "Complete:", "Submit:", "To do:". */
const DUE_LIST_LABEL = /^[^\w\n]*(?:due|complete|submit|turn\s+in|hand\s+in|to[\s-]do)\s*:/i;

/**
 * "Complete: Revised resume (Tuesday, Feb. 11); 1 peer review (Thursday, Feb. 13)": under a line's
 * due label, each clause that gives its own date names a piece of work by its words before that
 * date, kind word or none, as the first clause does ("1 peer review", "2 replies to classmates").
 */
function listedUnderDueLabel(text: string, found: Deliverable[], stops: { index: number; end: number }[]): Deliverable[] {
  const listed: Deliverable[] = [];
  for (const line of matchesOf(/[^\n]+/g, text)) {
    if (!DUE_LIST_LABEL.test(line[0])) continue;
    for (const clause of matchesOf(/[^;]+/g, line[0]).slice(1)) {
      const from = line.index + clause.index + /^\s*/.exec(clause[0])![0].length;
      const to = line.index + clause.index + clause[0].length;
      const date = stops.find((s) => s.index > from && s.end <= to);
      if (!date || found.some((d) => d.index < to && d.end > from)) continue;
      const title = text.slice(from, date.index).replace(/[\s(*,:–—-]+$/, '').replace(/\s+/g, ' ');
      if (namesNoWork(title) || /^due\b/i.test(title)) continue;
      listed.push({ index: from, end: from + title.length, type: kindOf(title) ?? 'assignment', title: capitalised(withoutVerb(title)) });
    }
  }
  return listed;
}

/** A stage of a piece of writing or a project, named alone in a list of its stages. */
export const STAGE = /^(?:(?:rough|first|second|revised)\s+)?(?:drafts?|outlines?|proposals?|checkpoints?|milestones?|final)$/i;

/**
 * "Research Essay: Proposal 3/8, Draft 4/5, Final 4/19" lists the stages of one work on one line:
 * each stage after the first is that work's ("Research Essay: Draft"), and a bare "Final" among its
 * stages is the work's final version, handed in like the work, not a final exam. So is a stage after
 * a work and its date alone ("Lab 2: 4/3, Checkpoint on 3/27"), and one in brackets after it ("Essay 1 (draft due 2/3, final due 2/10)").
 */
function stagesOfWork(text: string, deliverables: Deliverable[], stops: { index: number; end: number }[]): Deliverable[] {
  const read: Deliverable[] = [];
  for (const d of deliverables) read.push(stageOfWork(text, d, read, stops));
  return read;
}

/** A deliverable as a stage of the work named before it on its line (in `read`, the deliverables before it as already read), or as it is. */
function stageOfWork(text: string, d: Deliverable, read: Deliverable[], stops: { index: number; end: number }[]): Deliverable {
  if (!STAGE.test(d.title)) return d;
  const before = read.filter((e) => !text.slice(e.end, d.index).includes('\n'));
  const staged = before.find((e) => STAGE.test(e.title.split(': ').at(-1)!));
  const previous = before.at(-1);
  const work = !staged && previous && previous.type !== 'exam' && previous.type !== 'quiz' ? previous : null;
  // (A lab's checkpoint is handed in as the lab is.)
  if (work && !/^final$/i.test(d.title) && onlyADate(text, work.end, d.index, stops)) return { ...d, type: work.type, title: `${work.title}: ${d.title}` };
  // ("Essay 1 (draft due 2/3, final due 2/10)": the stages in brackets after a work are its.)
  if (work && /^\S*\s*\(\s*$/.test(text.slice(work.end, d.index))) return { ...d, type: work.type, title: `${work.title}: ${capitalised(d.title)}` };
  if (!staged) return d;
  const stagedWork = staged.title.includes(': ') ? staged.title.slice(0, staged.title.lastIndexOf(': ')) : null;
  const handedIn = /\bproject\b/i.test(stagedWork ?? '') ? 'project' : 'assignment';
  // (A project's stages are parts of the project, as "Project proposal" is.)
  return { ...d, type: /^final$/i.test(d.title) || handedIn === 'project' ? handedIn : d.type, title: stagedWork ? `${stagedWork}: ${d.title}` : d.title };
}

/** Whether the text between two names is a date and its punctuation alone (": 4/3, ", " (due Apr 3) "). */
function onlyADate(text: string, from: number, to: number, stops: { index: number; end: number }[]): boolean {
  const dates = stops.filter((s) => s.index >= from && s.end <= to);
  if (dates.length !== 1) return false;
  return /^[\s:,;()–—-]*(?:due\s+)?(?:on\s+|by\s+)?$/i.test(text.slice(from, dates[0]!.index)) && /^[\s,;()]*(?:and\s+)?$/i.test(text.slice(dates[0]!.end, to));
}

/**
 * Whether a bare plural ("Assignments", "Finals:") names work: alone on its line, unless it heads
 * lines below that give no date ("Assignments" over "Due: Omni Animal"; "Finals:" over its sittings'
 * dates is the exam); or followed by a list of dates ("exams (3/12, 5/7)").
 */
function pluralNamesWork(text: string, d: Deliverable, stops: { index: number; end: number }[]): boolean {
  // (Alone, or said whose they are: "Class Presentations" on a day of the schedule.)
  const alone = new RegExp(`(?:^|\\n)\\W*(?:(?:class|in-class|student|group|team)\\s+)?${d.title}\\W*(?:$|\\n)`, 'i').test(text);
  const rest = text.slice(d.end);
  // ("Videos + Quizzes (2)", "Intro + Methods, All Quizzes": a count of them, or all of them closing an entry, in a list of what is due.)
  if (/^\s*\(\d\)/.test(rest) || (/\ball\s+$/i.test(text.slice(Math.max(0, d.index - 4), d.index)) && /^\s*(?:$|[,;\n])/.test(rest))) return true;
  if (alone && (!rest.includes('\n') || !rest.trim() || stops.some((s) => s.index >= d.end))) return true;
  return stops.filter((s) => s.index >= d.end && s.index < d.end + 60).length >= 2;
}

/** A name begins with a capital, unless written in camel case as a brand is ("ePortfolio"). */
export const capitalised = (title: string) => (/^[a-z][A-Z]/.test(title) ? title : title.charAt(0).toUpperCase() + title.slice(1));

/** Which draft: "rough draft", "first draft". */
const DRAFT_STAGE = '(?:rough|first|second|final|revised)';
/** A draft's own name, and what may stand between the work and its draft ("Essay 1 rough draft", "Paper 2 – first draft"). */
const DRAFT_NAME = new RegExp(`^(?:${DRAFT_STAGE}\\s+)?drafts?\\b`, 'i');
const DRAFT_STAGE_BEFORE = new RegExp(`\\b${DRAFT_STAGE}[ \\t]+$`, 'i');
const BEFORE_DRAFT = new RegExp(`^\\s*(?:[-–—:]\\s*)?(?:${DRAFT_STAGE}\\s+)?$`, 'i');

/** "Final Project and Reflection" and "Draft of Major Project" are one deliverable; "Lab 1 and Quiz 1" two. */
function joinPairs(text: string, deliverables: Deliverable[]): Deliverable[] {
  const joined: Deliverable[] = [];
  for (const d of deliverables) {
    const last = joined[joined.length - 1];
    const between = text.slice(last?.end ?? 0, d.index);
    const pair = /^\s*(?:and|&|\/|\+)\s*$/i.test(between) && !/\d/.test(`${last?.title}${d.title}`);
    // "Final Project: Rough draft of Data Story" is a part of the project, named after it.
    const part = /^\s*:\s*$/.test(between) && !/\d/.test(last?.title ?? '');
    // "Essay 1 rough draft", "Paper 2 – first draft": a draft named right after its work is that work's draft.
    const draft = DRAFT_NAME.test(d.title) && BEFORE_DRAFT.test(between);
    // ("1st draft of protein lab": a lower-case word may name which one.)
    if (last && (pair || part || draft || /^\s+(?:[Oo]f|[Ff]or|OF|FOR)\s+(?:(?:[Tt]he|THE)\s+)?(?:(?!(?:each|every|all|any|next|this|that|these|those|your|our|their|his|her|my|its|an?)\b)[a-z]+\s+)?$/.test(between))) {
      const title = text.slice(last.index, d.end).replace(/\s+/g, ' ');
      joined[joined.length - 1] = { ...last, end: d.end, title: capitalised(title) };
    } else joined.push(d);
  }
  return joined;
}

/**
 * A deliverable named by the word "due" rather than by its kind: "Due: Activity Verification
 * (Aug 25)", "Due Thu, Mar 5: Campaign strategy (75 pts)", "Module 0 - Intro to Jupyter (Due Tue
 * Jan 21)". Only on a line with a date; prose about what is due in general is not a name.
 */
function dueLabel(text: string, stops: { index: number; end: number }[]): Deliverable[] {
  if (!stops.length) return [];
  const found: Deliverable[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    // (Of a long line that opens with its date, its opening: "(5%) Tuesday, 9/6: Individuals submit initial completed coding … (these will …)".)
    const opensWithDate = stops.some((stop) => stop.index >= offset && stop.index - offset < 30);
    const named = line.length <= 160 || opensWithDate ? dueLabelOfLine(line.slice(0, 160), offset, stops) : null;
    if (named) found.push(named);
    offset += line.length + 1;
  }
  return found;
}

/**
 * A "Due" tag before the name it marks, with no colon, as a course site's schedule sets it ("DUE A3.1 project pitches",
 * "Due A1 Create a dataset"): the name starts with a capital, not a day ("Due Friday", "Due Today").
 */
const DUE_TAG_OPENING = /^\W*(?:due|Due|DUE)\s+(?!(?:By|On|At|In|Before|Today|Tonight|Tomorrow|Date|Now|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)(\p{Lu}[^(\n]{2,79}?)\s*(?:[([]|$)/u;

/** The words of handing work in: "Hand in your reflection", "Submit lab at the end of class". */
export const HAND_IN = '(?:hand(?:ed)?[\\s-]+in|submit|turn\\s+in|upload|fill\\s+(?:out|in))';
const HAND_IN_OPENING = new RegExp(`^${HAND_IN}\\s+(?:your\\s+|the\\s+|an?\\s+)?(?=\\S)`, 'i');
const HANDED_IN_TO = new RegExp(`^(${HAND_IN}\\s.+?)\\s+to\\s+(?:your|our|the)\\s+[\\w\\s-]{1,40}$`, 'i');
const HAND_IN_LINE = new RegExp(`\\b(?:${HAND_IN}|complete)\\s*:?\\s+(?:your\\s+|the\\s+)?([^.;(\\n]{3,60}?)(?:\\s+(?:for|by|before|on|due)\\b|\\s*\\(|$)`, 'i');

/** What may stand between a line's opening date and a label after it: ", Sun:", " –". */
const WEEKDAY_THEN_COLON = new RegExp(`^(?:,?\\s*${WEEKDAY_NAME})?\\s*[:–—-]\\s*`, 'i');
/** A weekday's name, to cut out of the words between a label and its date. */
const WEEKDAY_WORD = new RegExp(WEEKDAY_NAME, 'gi');

function dueLabelOfLine(line: string, offset: number, stops: { index: number; end: number }[]): Deliverable | null {
  // The label ends at its colon, not at a time's ("Due Tue, Mar 17 at 10:00 AM: Critical copywriting").
  // (After the line's date and weekday too: "Sep 9th, Sun: Deadline @midnight: Fill out the team assessment form.")
  const afterDate = stops.find((stop) => stop.index >= offset && stop.index - offset < 3);
  const between = afterDate ? WEEKDAY_THEN_COLON.exec(line.slice(afterDate.end - offset)) : null;
  const labelFrom = afterDate && between ? afterDate.end - offset + between[0].length : 0;
  const after = !afterDate || between ? /^\W*(?:due|deadline)\b(?!\s+to\b)(?:[^:\n]|:(?=\d{2})){0,40}:(?!\d{2})\W*([^(\n]{3,80}?)\s*(?:[([]|$)/i.exec(line.slice(labelFrom)) : null;
  if (after) after.index += labelFrom;
  // ("TP1 à rendre le 12 octobre": French says it so.)
  // (Or after a bracket that says when in the day: "Friday [April 12]: (start of class) Research logs DUE".)
  // (A code with its part, and its colon: "A1 (P1): due on 2022-08-05 Fri 08:00 (2%)".)
  const before = /(?:^\W*|\)[\s|:,–—-]+)([^()\n]{3,80}?|[A-Z]{1,3}\d{1,2}(?:\s*\([A-Z]{0,3}\d{1,2}\)\s*:)?)\s*[([–-]?\s*\(?\s*(?:due\b(?!\s+to\b)|à\s+rendre\b)/i.exec(line);
  // "Hand in your reflection", "Complete Sociological Experience 1 for Wednesday, February 16".
  const handIn = HAND_IN_LINE.exec(line);
  // "The annotated bibliography must be turned in by November 12": the sentence's subject is what is handed in.
  const passive = /^\W*(?:(?:the|your|an?|each)\s+)?([^.;()\n]{3,60}?)\s+(?:must|should|will|is\s+to|are\s+to)\s+be\s+(?:submitted|turned\s+in|handed\s+in|uploaded)\b/i.exec(line);
  const label = after ?? before ?? DUE_TAG_OPENING.exec(line) ?? handIn ?? passive;
  if (!label) return null;
  const labelStart = offset + label.index + label[0].indexOf(label[1]!);
  // "Sept 11 – Sketchbook check 2 due": the date that opens the line is its date, not part of the name.
  // ("Due: Tues, March 10 Annotated Bibliography": so is its weekday.)
  const opening = stops.find((stop) => stop.index >= labelStart && !/\w/.test(line.slice(labelStart - offset, stop.index - offset).replace(WEEKDAY_WORD, '')));
  // (And so is the bracket it closes: "Friday [April 19]: Research logs due".)
  const index = opening ? opening.end + /^[\s\])}:,–—-]*/.exec(line.slice(opening.end - offset))![0].length : labelStart;
  const end = Math.min(labelStart + label[1]!.length, ...stops.filter((s) => s.index > index).map((s) => s.index));
  const title = withoutVerb(`${line} `.slice(index - offset, end - offset).replace(/[\s,.:;–—*-]+$/, '').replace(/\s+/g, ' ').trim().replace(TIME_ZONE_OPENING, ''));
  if (namesNoWork(title) || stops.some((s) => s.index >= index && s.index < end && s.end <= end)) return null;
  return { index, end, type: kindOf(title) ?? 'assignment', title: capitalised(title) };
}

/**
 * Whether words a label or a date says are due name no work. "It will be due on June 12": a pronoun
 * names nothing; the paragraph's subject is what is due. A reading is due to be read, not handed in;
 * grades are due from the teacher ("Final grades due 15 Dec"); "Due: nothing!" names none, nor does a
 * note ("Note: All assignments and due dates …") or a deadline's own word ("hard deadline"), nor a
 * course evaluation's form, nor a tutorial to work through ("Complete: Introduction to Python Basics tutorial").
 */
const namesNoWork = (title: string) =>
  COURSE_FEEDBACK.test(title) || (title.length < 3 && !SHORT_CODE.test(title)) || /^(?:by|on|at|in|to|no|the|any|date|dates|today|tomorrow|it|this|that|they|these|those|read|readings?|nothing|none|n\/a|tb[ad])\b|^(?:notes?|reminders?)\s*:|\bgrades$|^(?:\w+\s+)?deadlines?$|\btutorials?\W*$/i.test(title);

/** The time zone of the hour a date ends on ("11:59pm US Central", "5 PM EST"), which names no work. */
const TIME_ZONE_OPENING = /^(?:US\s+)?(?:(?:Central|Eastern|Pacific|Mountain)(?:\s+(?:Standard|Daylight))?(?:\s+Time)?|[ECMP][SD]?T|UTC|GMT)\b\W*/i;

/** A course's short code for a piece of work: "A1", "P2", "MP3" (as in "A1 Due"). */
export const SHORT_CODE = /^[A-Z]{1,3}\d{1,2}$/;

/**
 * A name without the words around it that say how or when it is handed in: "Submit lab at the end
 * of class" is the lab, "All of the quizzes are" (due …) the quizzes, "Peer reviews are" "Peer reviews".
 */
export function withoutVerb(name: string): string {
  const without = name
    .replace(/\s+(?:is|are|was|were|(?:will|must|should|shall)\s+be)$/i, '')
    .replace(/^all\s+(?:of\s+)?(?:the\s+|your\s+)?(?=\S)/i, '')
    // ("Submit an end-of-week reflection to your Author Page": the work, not where it goes.)
    .replace(HANDED_IN_TO, '$1')
    .replace(HAND_IN_OPENING, '')
    .replace(/\s+(?:at|by)\s+the\s+(?:end|beginning|start)\s+of\s+(?:the\s+)?(?:class|lecture|lab|session|period)\b.*$/i, '');
  // (What is left after the verb names the work and begins its name: "End-of-week reflection".)
  return HAND_IN_OPENING.test(name) ? capitalised(without) : without;
}

/** The kind a name's own words give it, if any ("Lab 0 - Intro to Py5" is an assignment). */
export function kindOf(name: string): ItemType | null {
  const own = ([, pattern]: readonly [ItemType, RegExp]) => matchesOf(pattern, name).length > 0;
  return courseSittings.find(own)?.[0] ?? KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? courseKinds.find(own)?.[0] ?? null;
}

/** What says when released work is due: "due", "submit", "must be completed", "by end of". */
const SAYS_WHEN_DUE = new RegExp(`\\b(?:due|submit|(?:must|should)\\s+be\\s+(?:completed|taken|finished|turned\\s+in))|${BY_THE_END_OF}`, 'i');
/** A line that lists what to read, watch or listen to: "Read: FW, …", "Readings: …". */
const READ_LABEL = /^\W*(?:read(?:ings?)?|watch|listen(?:\s+to)?)\s*:/i;
/** Whether a named thing is graded work rather than its release, review, lecture or session. */
export function isGraded(text: string, d: Deliverable): boolean {
  // "(../class_material/homeworks/HW00.ipynb)", "https://…/quiz3": a printed link's address names a file, not work.
  if (d.index < d.end && inAddress(text, d)) return false;
  // "HW 1 out", "Midterm assigned Mar 11": a release, unless the same text also says when it is due
  // ("will be posted on Canvas … and must be completed by 11:59 p.m. on Friday"; "Essay draft posted … by end of Mon Apr 11").
  // "Milestone 1 starts": work begins, it is not handed in (an exam that starts is held then).
  // ("Project sprint 1 begin" too.)
  const begins = d.type !== 'exam' && d.type !== 'quiz' && /^[\s\w#.()-]{0,25}?\b(?:starts?|begins?)\b/i.test(text.slice(d.end, d.end + 40));
  // "Read paper and answer reading questions": a paper read is no paper written.
  if (/^papers?$/i.test(d.title) && /\bread\s+(?:the\s+|a\s+|this\s+)?$/i.test(text.slice(Math.max(0, d.index - 12), d.index))) return false;
  // (Nor is a text's title in quotes after a "Read:" label: "Read: FW, “The Inquiry Essay”".)
  if (READ_LABEL.test(text) && /["“][^"”\n]*$/.test(text.slice(0, d.index))) return false;
  // (A text that is all a name ending in "review", no kind's word before it, is that work: "Literature Review", "Book Review".)
  const namesAReview = d.index === d.end && /^[\w'’ -]{0,40}\breview\W*$/i.test(text) && !kindWordsIn(text).length && !/\b(?:mid-?terms?|finals?)\b/i.test(text);
  // (Unless what follows says when it is due, "HW 3 out Monday, due Friday", "Case study 1 assigned; due the following
  // Tuesday", up to a line or clause that opens with another work's name: not "hw #2 release" over "proposal due".)
  if ((begins || (releasedAfter(text.slice(d.end, d.end + 70)) && !namesAReview)) && !SAYS_WHEN_DUE.test(ownClauses(text.slice(d.end)))) return false;
  // "Final Exam Day, Time: 8:00 am" on a dated line is the exam itself.
  const heldThatDay = d.type === 'exam' && /^\s+day\b/i.test(text.slice(d.end)) && /\d{1,2}(?::\d{2})?\s*[ap]\.?m\b/i.test(text);
  // "Quiz dates: 9/10, 9/24" lists the quizzes' own days.
  const listsItsDays = THE_KINDS_DATES.test(text.slice(d.end)) && /^[^:]*:[^\n]{0,15}?\d/.test(text.slice(d.end, d.end + 40));
  // What opens the next line with a capital is an entry of its own ("Excel exam" over "Intro to programming").
  // (The work's number is part of its name: "Exam 1 preparation" is the preparation.)
  const after = text.slice(d.end, d.end + 40).replace(/^[ \t]*#?\d{1,2}[a-z]?\b/i, '').slice(0, 30);
  if (NOT_THE_THING_AFTER.test(after) && !/^[ \t]*\n\s*[A-Z]/.test(after) && !heldThatDay && !listsItsDays) return false;
  if (CANCELLED_AFTER.test(text.slice(d.end, d.end + 30))) return false;
  // "Final Project: You should be exploring your data" is advice on the work, not a deadline.
  if (ADVICE_AFTER.test(text.slice(d.end, d.end + 40)) || /\bshould\s+be\s+\w+ing\b[^.;\n]*$/i.test(text.slice(Math.max(0, d.index - 60), d.index))) return false;
  // "up to and including Exercise 5.21": a place in the book to read to, not work handed in.
  if (/^(?:exercises?|problems?)$/i.test(d.title) && /^\s*\d+\.\d+/.test(text.slice(d.end)) && /\b(?:up\s+to|through|thru|including|until)\s+$/i.test(text.slice(Math.max(0, d.index - 30), d.index))) return false;
  // A reading assignment is reading, not graded work.
  if (/^assignments?$/i.test(d.title) && /\breadings?[ \t]+$/i.test(text.slice(0, d.index))) return false;
  const before = text.slice(Math.max(0, d.index - 40), d.index);
  if (NOT_GRADED_BEFORE.test(before) && !HANDED_IN_AS_FILE.test(before)) return false;
  // Inside brackets only the brackets count: "Fall Break (open problem reports due 10/6)".
  const open = text.lastIndexOf('(', d.index);
  const inBrackets = open >= 0 && !text.slice(open, d.index).includes(')');
  const close = inBrackets ? text.indexOf(')', d.end) : -1;
  // Outside brackets, only its own sentence: "Due: HW1. Lecture notes." is a deadline.
  const sentenceStart = text.lastIndexOf('. ', d.index) + 2;
  const sentenceEnd = text.indexOf('. ', d.end);
  const from = inBrackets ? Math.max(open + 1, d.index - 30) : Math.max(0, sentenceStart, d.index - 30);
  const to = close >= 0 ? Math.min(close, d.end + 30) : Math.min(d.end + 30, sentenceEnd < 0 ? Infinity : sentenceEnd);
  // (An exam is sat instead of the class: "18 Mar. | Midterm No class | 2000-2100".)
  const around = text.slice(from, to);
  return !NOT_GRADED_AROUND.test(d.type === 'exam' ? around.replace(/\bno\s+class\b/gi, '') : around);
}

/**
 * Where a web address or a file's path begins in a run of text without spaces ("[Poster](https://…)" at its bracket),
 * or a link's target a reader left in Markdown's brackets ("[hw02_codebook](hw/hw02_codebook.html)").
 */
const ADDRESS_START = /[a-z]+:\/\/|(?<=^|\()\.{0,2}\/(?=[\w.-]+\/)|(?<=\]\()/i;
/** Whether the deliverable's words stand inside a web address or a file's path, not the words of a link before it. */
function inAddress(text: string, d: Deliverable): boolean {
  let start = d.index;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  const token = text.slice(start, d.end) + /^\S*/.exec(text.slice(d.end, d.end + 200))![0];
  const address = ADDRESS_START.exec(token);
  return address !== null && address.index <= d.index - start;
}

/** A verb of doing the work that opens a line or clause ("Complete", "and take"), before the words that name it. */
const DOING_THE_WORK = /(?:^|[\n;:|([\]]|\band)[ \t]*(?:take|complete|finish|attempt|do)[ \t]+(?!home\b)((?:[a-z][a-z-]*[ \t]+){1,2})$/i;

/** The name a student would write: the kind's word with its number and the words that qualify it. */
function withTitle(text: string, d: Deliverable, stops: { index: number; end: number }[]): Deliverable {
  let start = d.index;
  let end = d.end;
  // A name that holds a kind of its own is a part ("Final Project: Final draft"), joined as a pair later.
  const named = kindOf(text.slice(end).split('\n')[0]!) ? null : NAME_AFTER_COLON.exec(text.slice(end));
  // (A letter names a piece only in capitals, "Exam A": "prova e aula" is Portuguese's "and".)
  const lettered = LABEL_AFTER.exec(text.slice(end));
  const label = (lettered && !/^\s+[a-z]$/.test(lettered[0]) ? lettered : null) ?? NOUN_AND_NUMBER_AFTER.exec(text.slice(end)) ?? ACRONYM_AFTER.exec(text.slice(end)) ?? named;
  // "Assignment: Text and Graph Analysis" is named by its own line.
  const namedByColon = named !== null && label === named;
  if (label) end += label[0].replace(TRAILING_JOINERS, '').length;
  const dashed = label && /\d\W*$/.test(label[0]) ? NAME_AFTER_DASH.exec(text.slice(end)) : null;
  if (dashed) end += dashed[0].replace(TRAILING_JOINERS, '').length;
  // Words between the kind and "due" are part of its name: "Lab notebook check due …", "Final Project Abstract due".
  const beforeDue = /^(?:[ \t]+[A-Za-z][a-z-]+){1,3}(?=[ \t]+due\b)/.exec(text.slice(end))?.[0];
  const wordsBeforeDue = beforeDue?.trim().split(/\s+/) ?? [];
  const headNoun = wordsBeforeDue.length && !wordsBeforeDue.some((word) => NOT_IN_NAME_BEFORE_DUE.test(word)) ? wordsBeforeDue.at(-1)! : null;
  if (headNoun) end += beforeDue!.length;
  end = Math.min(end, ...stops.filter((s) => s.index >= d.end).map((s) => s.index));
  // A name cut short by a date ("Presentations: April 28") ends before the colon that led to it.
  end = d.end + text.slice(d.end, end).replace(/[\s:–—-]+$/, '').length;
  const leftLimit = Math.max(0, ...stops.filter((s) => s.end <= d.index).map((s) => s.end));
  for (let words = 0; words < 3; words++) {
    const left = LEFT_WORD.exec(text.slice(Math.max(leftLimit, start - 40), start));
    // Across a line break only a capitalised word that is not a deliverable of its own ("No HW" above),
    // and never into a line that is an entry of its own ("Assignment: Python Essentials" under a topic,
    // "Lab Report #1 Due" under "Lab #2 – Non-Ideal Sources").
    const lineAbove = () => text.slice(0, start).split('\n').at(-2) ?? '';
    // ("First Exam" opening its line is that exam's name, as "Second Exam" is; "your first essay" is any essay,
    // and a "First draft" a stage of the work it is of.)
    const namedFirst = left?.[1] === 'First' && !STAGE.test(d.title) && /(?:^|\n)[ \t•*-]*$/.test(text.slice(0, start - left[0].length));
    if (!left || (SKIP_LEFT.test(left[1]!) && !namedFirst) || (left[2]!.includes('\n') && (!/^[A-Z]/.test(left[1]!) || kindOf(lineAbove()) || namedByColon))) break;
    start -= left[0].length;
  }
  // A number opening its line before a kind's one word and nothing after is that work's number: Spanish "1 Parcial", "2° Parcial" (not "3 quizzes").
  const counted = start === d.index && !/s$/i.test(d.title) && /^[\s.,;)*]*$/.test(text.slice(end, end + 20).split('\n')[0]!) ? /(?:^|\n)[ \t•*-]*(\d{1,2}(?:º|°|ª|er|ra|do|da)?[ \t]+)$/.exec(text.slice(leftLimit, start)) : null;
  if (counted) start -= counted[1]!.length;
  // Which draft of which work it is: "first draft of Writing Assignment 1" (a "First draft" of nothing named stays bare).
  const stage = start === d.index && /^drafts?\b/i.test(d.title) && /^\s+(?:of|for)\s/i.test(text.slice(end)) ? DRAFT_STAGE_BEFORE.exec(text.slice(leftLimit, start)) : null;
  if (stage) start -= stage[0].length;
  // After an article that opens the sentence, the lower-case words before the kind's word are its name: "The research paper is due …".
  const described = start === d.index ? /(?:^|[.!?;:\n]\s*)(?:the|your|an?)[ \t]+((?:[a-z][a-z-]*[ \t]+){1,2})$/i.exec(text.slice(leftLimit, start)) : null;
  if (described && !described[1]!.split(/\s+/).some((w) => SKIP_LEFT.test(w) || NOT_A_NAME.test(w) || kindOf(w))) start -= described[1]!.length;
  // A short phrase that opens its line or cell names the thing too: "Tidy data HW".
  // ("Topic Selection & Proposal": an ampersand between capitalised words joins one name; "find & critique" is two verbs.)
  // (After the bullet a PDF keeps on its list's lines too: "• Homework finish SWIRL Exercise".)
  const opening = /(?:^|[\n;:|([\]])[ \t]*(?:[•·▪◦●○■–-][ \t]+)?([\w'’&-]*\w[\w'’&-]*[ \t]+(?:(?:&|[\w'’&-]*\w[\w'’&-]*)[ \t]+){0,2})$/.exec(text.slice(leftLimit, start));
  // (Not a verb of doing the work before them: see below. After how a sitting is held, the words name it: "In-class
  // criticism exam"; in-class work of another kind is an activity, "In-class writing exercise".)
  const sitting = d.type === 'exam' || d.type === 'quiz';
  const phrase = sitting ? opening?.[1]!.replace(HOW_SAT, '') : opening?.[1];
  const joinsNames = !phrase?.includes('&') || (/[A-Z][\w'’-]*[ \t]+&[ \t]+$/.test(phrase) && /^[A-Z]/.test(text.slice(d.index)));
  if (opening && phrase && joinsNames && !DOING_THE_WORK.test(opening[0]) && !(namedByColon && phrase.includes('\n')) && !phrase.split(/\s+/).some((w) => SKIP_LEFT.test(w) || /\d/.test(w))) start -= opening[1]!.length;
  // So do the words after a verb of doing the work that opens it: "Take lecture video quiz 3", "… and take discussion quiz 1".
  const done = start === d.index ? DOING_THE_WORK.exec(text.slice(leftLimit, start)) : null;
  if (done && !done[1]!.split(/\s+/).some((w) => SKIP_LEFT.test(w) || NOT_A_NAME.test(w) || kindOf(w))) start -= done[1]!.length;
  // The part of the course it is on, right before it: "Chapter 1 Quiz", "Module 3 Discussion", "Lect. 2 exercises".
  const partOfCourse = /\b(?:chapter|ch\.|unit|module|lesson|lect(?:ure)?\.?|week|topic)[ \t]*#?\d{1,2}[a-z]?[ \t]+$/i.exec(text.slice(leftLimit, start));
  if (partOfCourse) start -= partOfCourse[0].length;
  const title = text
    .slice(start, end)
    .replace(/\s+/g, ' ')
    // A bracket the title's end cut open ("Online Exam 1 (Ch. 1–4)" cut at "Ch.") is left out whole.
    .replace(/\s*\([^)]*$/, '')
    // (And a chapter's label its date cut from its numbers: "Exam 3: CH" of "Exam 3: CH 8, 9, 10, 12 May 12".)
    .replace(/[\s:–-]+ch(?:apters?|s)?\.?$/i, '')
    .replace(/[\s:–-]+$/, '')
    .trim();
  // A part of a project is a project deliverable: "Final Project Progress Report", "Project proposal";
  // work named after an exam is handed in, not sat: "Exam corrections", "Final exam study guide".
  const handedIn = (d.type === 'exam' || d.type === 'quiz') && headNoun !== null && HANDED_IN.test(headNoun);
  const type = handedIn ? 'assignment' : d.type === 'assignment' && /\bproject\b/i.test(text.slice(start, d.index)) ? 'project' : d.type;
  return { ...d, type, index: start, end, title: capitalised(withCapitalsRead(title)) };
}

/**
 * A title in capitals, "LAB PRACTICUM #1", reads as "Lab Practicum #1", and so does a kind's word
 * ("QUIZ 2 – Periodic Table"); other capitals in a title of mixed case are an acronym ("Lab 2: HDFS").
 * Short capitals such as "HW" stay, and so does a kind's acronym ("QCM").
 */
export const withCapitalsRead = (title: string) =>
  title.replace(/\b([A-Z])([A-Z]{2,})\b/g, (word: string, first: string, rest: string, _at: number, whole: string) =>
    (/[a-z]/.test(whole) && !kindOf(word)) || KIND_ACRONYM.test(word) ? word : first + rest.toLowerCase(),
  );
