import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 10,
  title: 'Managing Five Courses at Once Without Losing Track',
  excerpt:
    'Five courses means five syllabi, five grading schemes and five sets of deadlines. A simple system keeps them all moving without one quietly slipping.',
  date: 'May 13, 2025',
  readTime: '4 min read',
  category: 'Organization',
  imageUrl: '/images/blog/managing-five-courses-at-once.svg',
  slug: 'managing-five-courses-at-once',
  metaDescription:
    'How to manage a five-course load: build one source of truth, profile each course, set a weekly rhythm, watch for deadline collisions and review every Sunday.',
  author: 'Jordan Ellis',
  content: `
<p>Taking five courses means five syllabi, five grading schemes, five sets of deadlines and often five different websites. Each course on its own is manageable. The difficulty is keeping all of them moving at once without one slipping while you focus on another.</p>
<p>Here is a system for handling a heavy course load without losing track.</p>

<h2>Build one source of truth</h2>
<p>The most common problem with five courses is not the workload; it is fragmentation. One deadline lives in a PDF, another in a course announcement, a third on a separate homework site. When information is scattered, something eventually gets missed.</p>
<p>Fix this first. Put every deadline, quiz and exam from every course into one calendar, and keep one to-do list for all your tasks. When something new comes up, like an announcement that a due date has moved, it goes into that system immediately. You should never need to check five places to know what is due this week.</p>

<h2>Give each course a profile</h2>
<p>Courses make different demands on your time. Write a short profile for each one in a single note:</p>
<ul>
<li><strong>Rhythm:</strong> weekly problem sets, readings before each class, or a few big projects?</li>
<li><strong>Weights:</strong> which items are worth the most?</li>
<li><strong>Late policy:</strong> strict, a penalty per day, or grace days?</li>
<li><strong>Difficulty for you:</strong> which courses need the most time?</li>
<li><strong>Help:</strong> office hours, TA sessions, a tutoring center?</li>
</ul>
<p>For example:</p>
<blockquote><p><strong>CS 1331:</strong> weekly homework due Fridays at 11:59 pm (25% total), three exams (45%), final (30%). No late work, but the lowest homework is dropped. My hardest course. TA hours Monday and Wednesday, 4 to 6 pm.</p></blockquote>
<p>Five of these side by side give you a quick reference for the trade-offs you will face later in the semester.</p>

<h2>Create a weekly rhythm</h2>
<p>With five courses, you cannot decide from scratch every day what to work on. Build a standard week instead. Look at when each course's work is due and assign recurring study blocks a day or two before.</p>
<ul>
<li>Monday: MATH 1554 problem set (due Tuesday)</li>
<li>Tuesday: CS 1331 homework, part 1</li>
<li>Wednesday: ENGL 1102 reading and response (due Thursday)</li>
<li>Thursday: CS 1331 homework, part 2 (due Friday)</li>
<li>Friday: PSYC 1101 reading and CHEM 1211 pre-lab</li>
<li>Sunday: weekly review and planning</li>
</ul>
<p>Once the rhythm is in place, most weeks run almost on autopilot and you only need to plan around the exceptions: exams, papers and projects.</p>

<h2>Do not neglect the quiet course</h2>
<p>There is usually one course that asks for little week to week, perhaps an elective with a midterm, a final and nothing in between. It is easy to ignore until three days before the exam, when you discover you have forgotten most of it.</p>
<p>Give the quiet course a small, fixed slot every week, even just an hour to review notes and make flashcards. It is the course most likely to surprise you, and a little steady attention prevents that.</p>

<h2>Prioritize by weight and urgency</h2>
<p>Some weeks you cannot do everything well. When that happens, sort tasks by how soon they are due and how much they are worth. A 20% exam in four days deserves more of your focus than a 2% reading quiz tomorrow, although you still give the quiz a quick pass. Your course profiles make these decisions fast.</p>
<p>Remember that courses absorb lateness differently. A course with grace days can flex; a course with a strict no-late-work rule cannot. When something has to slip, let it be the one that can.</p>

<h2>Batch the small stuff</h2>
<p>Five courses generate a lot of small tasks: discussion posts, quick online quizzes, emails, forms and reading checks. Each takes minutes, but scattered through the day they eat your focus. Group them into one or two blocks a week, such as a Wednesday lunch slot for every small task across all five courses.</p>

<h2>Watch for collisions</h2>
<p>Heavy course loads go wrong in the weeks when several courses have big deliverables at the same time. Look at your semester calendar at the start of term and mark every week with two or more major items. For each collision, decide now which item you will start early. A paper due in the same week as two exams should be drafted the week before.</p>

<h2>Keep notes separate and findable</h2>
<p>Use one folder or notebook per course and name files consistently, for example "MATH1554_Lecture07_2025-02-04". When you need last month's notes for an exam, you will find them in seconds. Digital or paper does not matter much; consistency does.</p>

<h2>Check your load honestly</h2>
<p>If by week three you are working late every night and still falling behind, ask whether five courses is the right load this semester, especially alongside a job. Check the drop and withdrawal deadlines and talk to your academic advisor. Dropping a course early is often a far better outcome than struggling through all five.</p>

<h2>The Sunday check</h2>
<p>Everything above comes together in a short weekly routine. Every Sunday, spend 20 to 30 minutes on:</p>
<ol>
<li>Reviewing the next two weeks of deadlines across all five courses</li>
<li>Checking each course site for new announcements or changed dates</li>
<li>Writing the week's to-do list and placing big tasks into study blocks</li>
<li>Noticing which course got too little attention last week</li>
</ol>
<p>Getting every deadline from five syllabi into one place is the foundation of this system. Syl handles that part: send your syllabi and you get a dashboard, calendar and to-do list with every deadline, quiz and exam, each checked by a human and ready to sync with Google Calendar.</p>
`,
};
