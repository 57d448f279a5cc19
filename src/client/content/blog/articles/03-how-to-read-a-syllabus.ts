import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 3,
  title: 'How to Read a Syllabus: Grading Weights, Late Policies and the Fine Print',
  excerpt:
    'The syllabus tells you exactly how your grade is calculated and what happens when things go wrong. Here is what to look for, section by section.',
  date: 'January 28, 2025',
  readTime: '4 min read',
  category: 'Organization',
  imageUrl: '/images/blog/how-to-read-a-syllabus.svg',
  slug: 'how-to-read-a-syllabus',
  metaDescription:
    'Learn to read a college syllabus properly: grading weights, dropped scores, late policies, exam rules and collaboration rules, and what to do with each one.',
  author: 'Daniel Okafor',
  content: `
<p>A syllabus is a contract, a map and a cheat sheet at the same time. It tells you how your grade is calculated, what happens if you are late, what the instructor cares about, and where the hardest parts of the course are. Yet most students read it once, on day one, mainly looking for exam dates.</p>
<p>Here is how to read a syllabus properly, section by section, and what to do with what you find.</p>

<h2>Start with the grading breakdown</h2>
<p>The grading section is the most important paragraph in the document, because it tells you where your effort should go. It usually looks something like this:</p>
<ul>
<li>Homework: 20%</li>
<li>Quizzes: 10%</li>
<li>Midterm 1: 20%</li>
<li>Midterm 2: 20%</li>
<li>Final exam: 30%</li>
</ul>
<p>In this example, exams make up 70% of the grade. Homework matters, but mostly as practice for the exams. A course where projects are worth 60% calls for a completely different strategy: steady weekly progress rather than intense exam preparation.</p>
<p>Ask yourself for each course: which single item is worth the most? That is the deadline you should never be surprised by. Then check how many items share each category. Ten quizzes worth 10% in total means each quiz is worth 1%, so missing one is not a disaster. A project worth 25% as a single submission is a different story.</p>

<h3>Look for drops and replacements</h3>
<p>Many courses drop the lowest homework or quiz score, or let the final exam replace your lowest midterm. These policies change how you should react to a bad week. If the lowest quiz is dropped, one missed quiz is already absorbed. If the final can replace a midterm, a rough midterm is recoverable, which is worth remembering when you are tempted to panic.</p>

<h3>Check the grade scale</h3>
<p>Do not assume 90% is an A. Some courses use plus/minus grades, some curve, and some set cutoffs like 93% for an A. Others state that the scale may be lowered but never raised. Knowing the exact scale lets you work out what you need on the final to reach the grade you want.</p>

<h2>Read the late policy twice</h2>
<p>Late policies vary enormously, even between courses in the same department. Common versions include:</p>
<ul>
<li><strong>No late work accepted.</strong> The deadline is absolute.</li>
<li><strong>A penalty per day.</strong> For example, 10% off for each day late, up to some maximum.</li>
<li><strong>Grace days.</strong> A fixed number of late days to use across the semester, no questions asked.</li>
<li><strong>Case by case.</strong> Extensions only with advance notice or documentation.</li>
</ul>
<p>Write each course's late policy in one line somewhere you will see it, such as the notes of your calendar events. When you are overloaded in week ten, this tells you which assignment can absorb a day of lateness and which one absolutely cannot. Grace days in particular are a resource: save them for crunch weeks rather than spending them in the first month.</p>
<p>Check the time of day as well. "Due Friday" might mean the start of class, 5 pm or 11:59 pm, which are very different deadlines.</p>

<h2>Attendance and participation</h2>
<p>If participation is 10% of your grade, it counts as much as an entire quiz category. Find out how it is measured: attendance taken at random, in-class response questions, or contributions to discussion boards. Some courses allow a set number of unexcused absences and lower your grade after that.</p>

<h2>The schedule section</h2>
<p>Most syllabi include a week-by-week schedule of topics, readings and deadlines. This is where the actual dates live. Pay attention to:</p>
<ul>
<li>Readings assigned <em>before</em> a lecture rather than after it</li>
<li>Items listed by week number instead of by date</li>
<li>Entries marked "tentative" or "subject to change"</li>
<li>Exams outside normal class time, like evening midterms</li>
</ul>
<p>Evening exams catch a lot of students off guard. If MATH 1554 holds its midterms on Thursday evenings, you need to keep that slot free even though the class normally meets in the morning.</p>

<h2>Exam policies</h2>
<p>Look for what you can bring (a formula sheet, a calculator, nothing at all), whether exams are cumulative, and what happens if you miss one. Some courses offer a makeup only with documentation submitted within a few days. If you already know about a conflict, such as a religious holiday, an away game or another exam, the syllabus usually says how far in advance you need to report it. Do it in the first two weeks.</p>

<h2>Academic integrity and collaboration</h2>
<p>Collaboration rules differ widely. One CS course might encourage discussing problem sets with classmates as long as you write your own code; another might forbid sharing any code at all. Rules about group work, citations and AI tools are increasingly specific. Read them carefully, because "I didn't know" rarely works as a defense.</p>

<h2>Contact information and office hours</h2>
<p>Note the instructor's and TAs' office hours, the preferred way to ask questions (email, a discussion forum, a course platform) and any stated response times. Some instructors say they will not answer emails the night before an exam. Knowing that in advance changes when you ask your questions.</p>

<h2>Turn what you read into action</h2>
<p>Reading a syllabus carefully only helps if you act on it. After reading each one, do three things:</p>
<ol>
<li>Put every dated item on your calendar, with the weight in the event title.</li>
<li>Write a one-line summary of the grading scheme and the late policy.</li>
<li>Note anything you need to ask about or report in the first two weeks.</li>
</ol>
<p>Do this for every course and you will know more about your semester than many of your classmates do by midterms.</p>
<p>If getting all those dates onto a calendar is the part you dread, Syl can take it off your plate: send your syllabi and you get every deadline, quiz and exam in a dashboard and a calendar that syncs with Google Calendar, with every result checked by a human. The fine print is still worth reading yourself, because that is where the real advantage is.</p>
`,
};
