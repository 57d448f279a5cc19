import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 17,
  title: 'Plan Your Semester Backwards from Finals',
  excerpt:
    'Start at the finish line. Backward planning shows what each week needs to look like, so you arrive at finals prepared instead of cramming.',
  date: 'October 7, 2025',
  readTime: '4 min read',
  category: 'Planning',
  imageUrl: '/images/blog/planning-the-semester-backwards-from-finals.svg',
  slug: 'planning-the-semester-backwards-from-finals',
  metaDescription:
    'Use backward planning to prepare for finals: fix your exam dates, set review start dates, build semester-long review habits and map the last five weeks.',
  author: 'The Syl Team',
  content: `
<p>Most students plan forwards: they look at what is due this week, do it and move on. That works until the end of the semester, when finals, final projects and last assignments all arrive at once and there is no time left to prepare properly.</p>
<p>Backward planning flips the direction. You start with the end of the semester, meaning the finals and big final deliverables, and work back to figure out what needs to happen each week so you arrive there prepared. Project managers use the technique constantly, and it fits the shape of a semester remarkably well.</p>

<h2>Why plan backwards</h2>
<p>In many courses the final exam is the single largest item in the grade, and it is often cumulative. Yet preparation for it tends to get squeezed into the last week or two, when you are also finishing projects and worn out from the semester.</p>
<p>Backward planning makes it obvious that preparing for a cumulative final is not a one-week task. It is something you build all semester, and the plan shows you how.</p>

<h2>Step 1: Fix the end points</h2>
<p>Find your school's final exam schedule. It is often published separately from the syllabus, sometimes weeks into the term, so check the registrar's site. For each course, note:</p>
<ul>
<li>The date and time of the final exam or final project deadline</li>
<li>Its weight in your grade</li>
<li>Whether it is cumulative</li>
<li>The format: multiple choice, problems, essays, open or closed book</li>
</ul>
<p>Also note the last day of classes and any reading days between classes and finals.</p>

<h2>Step 2: Work back from each final</h2>
<p>For each course, decide when serious final preparation should begin. A reasonable guide:</p>
<ul>
<li><strong>A cumulative exam worth 30% or more:</strong> start dedicated review about three weeks out</li>
<li><strong>A non-cumulative exam:</strong> start about ten days out</li>
<li><strong>A final paper:</strong> topic by mid-semester, research a month out, full draft two weeks out</li>
<li><strong>A final project:</strong> milestones every week or two from the moment it is assigned</li>
</ul>
<p>Mark these start dates on your calendar, then look at where they land. If your MATH 2551 review needs to start three weeks before the final, it may overlap with your last midterm and a paper draft. Better to find that out now.</p>

<h2>Step 3: Lay the semester-long foundation</h2>
<p>The biggest advantage of backward planning is that it reaches all the way back to the start of term. If a final is cumulative, the best preparation is regular review throughout the semester:</p>
<ul>
<li><strong>Weekly:</strong> a short review session per course that mixes old and new material</li>
<li><strong>After each midterm:</strong> go through your mistakes and write a one-page summary of that unit</li>
<li><strong>Monthly:</strong> update a running study guide for each course</li>
</ul>
<p>By the time final review starts, you are refreshing material rather than learning it for the first time, and those unit summaries become the backbone of your final study guide.</p>

<h2>Step 4: Map the last five weeks in detail</h2>
<p>The final five weeks are where everything collides, so lay them out week by week. For a student with four finals and one final project, it might look like this:</p>
<ul>
<li><strong>Week 11:</strong> last PHYS 2211 midterm; choose the topic for the HIST 2112 final paper</li>
<li><strong>Week 12:</strong> CS 1332 project milestone 2; HIST research; start MATH 2551 final review</li>
<li><strong>Week 13:</strong> HIST draft; CS milestone 3; MATH review continues; start PHYS review</li>
<li><strong>Week 14, the last week of classes:</strong> CS project due; HIST revisions; practice exams</li>
<li><strong>Finals week:</strong> HIST paper due Monday; MATH final Tuesday; PHYS final Thursday; CHEM final Friday</li>
</ul>
<p>Notice that the HIST paper is essentially finished before finals week and the CS project is done in week 14. That leaves finals week for exams alone.</p>

<h2>Step 5: Order final review by date and weight</h2>
<p>In the last two weeks, rotate review between courses, giving more time to exams that come earlier, count more or are harder for you. Take a full practice exam for each course at least a few days before the real one, so there is time to fix weak spots.</p>
<p>Plan the gaps between finals too. If you have a final on Tuesday morning and another on Thursday, Tuesday afternoon through Wednesday belongs to the Thursday exam.</p>

<h2>Step 6: Check your grades against the plan</h2>
<p>Around week 10, calculate your current grade in each course using the syllabus weights, then work out what you need on the final for the grade you want. This tells you where extra effort matters most. If you are comfortably inside your target range in one course and on a borderline in another, the borderline course deserves more review time.</p>

<h2>Step 7: Revisit the plan regularly</h2>
<p>A backward plan is not set in stone. Exam times change, projects get reshaped and some topics take longer than expected. During your weekly review, check that you are on track for the next milestone and adjust when you are not.</p>

<h2>Start now, wherever you are</h2>
<p>Even in week eight, it is not too late. Look up your final exam dates today, count backwards and put review start dates on your calendar. Every week of spaced review before finals is one less week of cramming.</p>
<p>Backward planning needs every date in one place, from the first quiz to the final exam. Syl can build that for you from your syllabi: a dashboard and calendar with every deadline, quiz and exam, checked by a human and synced with Google Calendar, so counting backwards becomes the easy part.</p>
`,
};
