import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 2,
  title: 'From Syllabus to Semester Plan: A Step-by-Step Guide',
  excerpt:
    'Your syllabi already contain almost everything you need to plan the semester. Here is how to pull out every date and turn it into a plan you can follow.',
  date: 'January 14, 2025',
  readTime: '5 min read',
  category: 'Planning',
  imageUrl: '/images/blog/turn-your-syllabus-into-a-semester-plan.svg',
  slug: 'turn-your-syllabus-into-a-semester-plan',
  metaDescription:
    'Turn a stack of course syllabi into one semester plan: extract every deadline, resolve vague dates, spot your crunch weeks and work back from the big exams.',
  author: 'Maya Chen',
  content: `
<p>On the first day of class you get handed, emailed or linked a syllabus for every course. Most students skim it, note the exam dates if they are lucky, and forget about it until something goes wrong in week six. That is a missed opportunity, because those few pages contain almost everything you need to plan your entire semester before it gets busy.</p>
<p>This guide walks through turning a stack of syllabi into one semester plan you can actually follow. It takes an evening or two at the start of term, and it pays for itself the first time you notice that three deadlines land in the same week while there is still time to do something about it.</p>

<h2>Step 1: Gather every syllabus in one place</h2>
<p>Download the syllabus for each course, including labs and recitations that have their own documents. Check your learning management system too: many instructors post a separate course schedule or calendar page that has more detail than the syllabus, and some update it during the term.</p>
<p>Put everything in a single folder. If a course does not have a syllabus posted yet, set a reminder to check again at the end of the first week.</p>

<h2>Step 2: Extract every dated item</h2>
<p>Go through each syllabus line by line and pull out anything with a date attached. That includes the obvious items, like midterms and the final, but also the easy-to-miss ones:</p>
<ul>
<li>Weekly problem sets or reading responses ("due every Friday at 11:59 pm")</li>
<li>Quizzes, including recurring quiz days ("a short quiz at the start of every Tuesday lecture")</li>
<li>Project milestones: proposals, drafts, peer reviews and presentations</li>
<li>Lab reports and pre-lab assignments</li>
<li>Registrar dates such as add/drop and withdrawal deadlines</li>
<li>No-class days, holidays and the final exam slot</li>
</ul>
<p>For each item, write down the course, what it is, the date, the time if given, and how much it is worth. A simple table is enough: <em>CS 1331 | Homework 3 | Feb 21 | 11:59 pm | 5%</em>. Expand recurring items into individual entries. "Weekly quizzes" becomes twelve separate quiz dates, because you cannot plan around something that is not on your calendar.</p>

<h2>Step 3: Resolve the vague dates</h2>
<p>Syllabi are full of phrases like "Week 7", "after spring break" or "TBA". Convert every relative date into a real one using your school's academic calendar. If week 1 starts on Monday, January 6, then week 7 starts on Monday, February 17. For items marked TBA, put a placeholder in the most likely week and flag it so you remember to confirm it.</p>
<p>This is also where you catch conflicts between documents. If the syllabus says the midterm is on March 4 but the course schedule page says March 6, ask the instructor in the first week rather than guessing later.</p>

<h2>Step 4: Put it all on one calendar</h2>
<p>Move everything into the calendar you check every day. For most students that is a phone calendar such as Google Calendar. Create one calendar per course, or one deadlines calendar with a color per course, so you can see at a glance which class needs attention.</p>
<p>Use all-day events for deadlines and timed events for exams and in-class quizzes. Put the weight in the title: "MATH 1554 Midterm 1 (20%)" tells you much more than "Exam".</p>

<h2>Step 5: Find your crunch weeks</h2>
<p>Switch to month view and look at the whole term. You will usually see two or three weeks where deadlines cluster, typically around midterms, right before a break and in the last two weeks of classes. Mark them, either by shading them in a different color or by adding an event called "Crunch week" that spans the whole week.</p>
<p>Knowing about a crunch week in January is very different from discovering it the Sunday before. With enough notice, you can start the big paper early, sort out exam accommodations, or avoid picking up extra shifts at work that week.</p>

<h2>Step 6: Work backwards from the big items</h2>
<p>For anything worth more than about 10% of a grade, schedule the work sessions, not just the deadline. A rough rule of thumb:</p>
<ul>
<li><strong>Exams:</strong> start reviewing 7 to 10 days before, in short sessions spread out over those days</li>
<li><strong>Papers:</strong> choose a topic two to three weeks out, draft one week out, revise in the last few days</li>
<li><strong>Projects:</strong> break them into milestones and give each milestone its own internal deadline</li>
</ul>
<p>Put these work sessions on your calendar as real events. A reminder that says "start studying" is easy to ignore. A two-hour block on Tuesday afternoon labeled "PSYC 2210 review: chapters 4 to 6" is much harder to skip.</p>

<h2>Step 7: Turn the plan into a weekly to-do list</h2>
<p>A semester plan is only useful if it shapes what you do this week. Every Sunday, look at the next 14 days on your calendar and write a to-do list from it. The two-week window matters: it catches the paper due next Friday, not just the quiz on Wednesday.</p>
<p>Keep the list short and concrete. "Work on chem" is not a task. "Finish CHEM 1211 pre-lab 5, questions 1 to 8" is.</p>

<h2>Step 8: Keep it updated</h2>
<p>Plans change. Instructors push back due dates, add a quiz or cancel class for a conference. Whenever an announcement changes a date, update your calendar immediately, not later. A calendar you do not trust is a calendar you stop checking.</p>

<h2>How long this takes, and a shortcut</h2>
<p>For a typical load of four or five courses, expect the first pass to take two to four hours. It is tedious, but it is some of the most valuable time you will spend all semester, because it converts scattered documents into a single picture of your workload.</p>
<p>If you would rather skip the data entry, that is exactly what Syl does: you send your syllabi and get back a dashboard and calendar with every deadline, quiz and exam, checked by a real person and ready to sync with Google Calendar. Either way, the important part is the same: get every date out of the PDFs and into one place you look at every day, then plan your weeks around it.</p>
`,
};
