import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 9,
  title: 'How to Plan for the Busiest Week of Your Semester',
  excerpt:
    'Every semester has one week that looks impossible on paper. With a few weeks of notice, you can shrink it, spread it out and get through it well.',
  date: 'April 22, 2025',
  readTime: '4 min read',
  category: 'Planning',
  imageUrl: '/images/blog/surviving-your-busiest-exam-week.svg',
  slug: 'surviving-your-busiest-exam-week',
  metaDescription:
    'A step-by-step plan for your busiest exam week: spot it early, move work out of it, spread exam review backward, clear your schedule and protect your sleep.',
  author: 'The Syl Team',
  content: `
<p>Every semester has one week that looks impossible on the calendar. Maybe it is finals week, with four exams in five days. Maybe it is the week before a break, when every course seems to schedule a midterm, a project and a paper at once. Either way, you can usually see it coming, and that is the advantage to use.</p>
<p>Here is how to plan for the busiest week of your semester so that it is intense but manageable.</p>

<h2>Step 1: Find the week early</h2>
<p>Open your calendar in month view and look for the densest stretch. Count everything due, not just exams: papers, labs, projects and presentations. Write down every item that falls in that week, with its weight. For example:</p>
<ul>
<li>Monday: CS 1332 exam 3 (15%)</li>
<li>Tuesday: HIST 2111 paper (20%)</li>
<li>Wednesday: PHYS 2211 lab report (5%)</li>
<li>Thursday: MATH 2551 midterm 2 (20%)</li>
<li>Friday: ECON 2106 problem set (3%)</li>
</ul>
<p>Laying it out like this does two things. It replaces vague dread with a concrete list, and it shows clearly what matters most. Here, the paper and the two exams carry the vast majority of the points.</p>

<h2>Step 2: Move work out of the week</h2>
<p>The best way to survive a crunch week is to make it smaller. Look at every item that is not an in-person exam and ask whether you can do it earlier.</p>
<ul>
<li><strong>Papers:</strong> aim to finish a full draft the week before, so the crunch week is only for revision.</li>
<li><strong>Lab reports and problem sets:</strong> if the material has already been covered, finish them early.</li>
<li><strong>Projects:</strong> set your own deadline a few days ahead of the real one.</li>
</ul>
<p>In the example, if the HIST paper is drafted by the previous Sunday and the lab report is done the previous Thursday, the crunch week shrinks to two exams and a small problem set. That is a very different week.</p>

<h2>Step 3: Spread exam prep backward</h2>
<p>Exam preparation cannot happen after the week starts, so it has to begin well before. Count back 10 to 14 days from each exam and schedule review sessions, alternating between courses rather than spending a whole day on one. For the example week, the fortnight before might look like this:</p>
<ul>
<li>Days 14 to 8: light review for both exams, plus finishing the paper draft</li>
<li>Days 7 to 3: one timed practice exam per course, then focused work on weak topics</li>
<li>Days 2 to 1: targeted review for the Monday exam and final paper revisions</li>
<li>During the week: review for the Thursday exam in the gaps</li>
</ul>
<p>Spacing review out also improves how much you remember, so you are not just reducing stress; you are studying more effectively.</p>

<h2>Step 4: Check policies and ask early</h2>
<p>Reread the syllabus of every course involved. Can you use a grace day on the problem set? Does one course drop the lowest lab report? Does your school have a policy for students with several exams on the same day? If a deadline genuinely cannot be met, a polite request two weeks ahead is far more likely to be granted than one sent the night before. Instructors tend to respond well to students who have clearly planned ahead.</p>

<h2>Step 5: Clear your non-academic schedule</h2>
<p>Look at everything else in that week: work shifts, club commitments, social plans, travel. Where you can, move them. Ask to swap shifts now, while it is easy for your manager to plan around. Let your club or team know in advance that you will be less available. Plan simple meals so you are not deciding what to eat three times a day.</p>
<p>Do not cancel everything enjoyable, though. A short, fixed break each day, like dinner with friends or a workout, keeps you functional.</p>

<h2>Step 6: Plan the week itself, day by day</h2>
<p>On the weekend before, write a plan for each day of the crunch week. For each day, list:</p>
<ol>
<li>What is due or happening that day</li>
<li>One or two study priorities for upcoming items</li>
<li>Meals, sleep and a break</li>
</ol>
<p>A useful rule: the night before an exam belongs to that exam and to sleep. Do not try to squeeze in heavy work for another course. After each exam, take an hour off before switching subjects; your brain needs the reset.</p>

<h2>Step 7: Protect sleep</h2>
<p>During a crunch week, sleep looks like the most flexible thing in your schedule. It is not. Memory consolidation happens during sleep, and a tired brain performs worse at exactly the kind of reasoning exams test. If you are choosing between one more hour of review at 2 am and going to bed, going to bed is usually the better investment.</p>

<h2>Step 8: Have a backup plan</h2>
<p>Decide in advance what you will drop if something goes wrong, such as an illness or a problem set that takes twice as long as expected. Usually it is the item with the lowest weight. Making that call while you are calm is much better than making it in a panic at midnight.</p>

<h2>After the week</h2>
<p>When it is over, rest. Then take ten minutes to note what worked and what did not. Did you start early enough? Did the early paper draft help? Which course surprised you? Next semester's crunch week will be easier because of it.</p>
<p>All of this depends on seeing the crunch week early, which is hard when deadlines are scattered across five syllabi. Syl puts every deadline, quiz and exam from your syllabi into one dashboard and calendar, so a crowded week shows up the moment you look at the month ahead.</p>
`,
};
