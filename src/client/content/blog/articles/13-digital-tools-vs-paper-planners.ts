import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 13,
  title: 'Digital Tools vs Paper Planners: Which Works Better for Students?',
  excerpt:
    'Apps remind you; paper helps you think. Here is an honest look at both, plus a hybrid setup that takes the best of each.',
  date: 'July 15, 2025',
  readTime: '4 min read',
  category: 'Technology',
  imageUrl: '/images/blog/digital-tools-vs-paper-planners.svg',
  slug: 'digital-tools-vs-paper-planners',
  metaDescription:
    'Digital calendar or paper planner? An honest comparison for college students, with questions to help you choose and a simple hybrid setup to try this term.',
  author: 'Jordan Ellis',
  content: `
<p>Every semester, students face the same question: should I organize my life in an app or in a paper planner? Both camps have passionate fans. The honest answer is that both work, and many of the most organized students use a combination. What matters is choosing tools that fit how you actually behave, not how you wish you behaved.</p>

<h2>The case for digital tools</h2>
<p>Digital calendars and task apps have some clear strengths:</p>
<ul>
<li><strong>Reminders.</strong> Your phone can notify you the day before a deadline. A paper planner cannot tap you on the shoulder.</li>
<li><strong>Always with you.</strong> Most students carry their phone everywhere; a planner can be left in a dorm room.</li>
<li><strong>Easy to change.</strong> When a deadline moves, you edit one event. No crossing out and rewriting.</li>
<li><strong>Recurring events.</strong> Weekly classes, office hours and problem sets are entered once.</li>
<li><strong>Sync and sharing.</strong> The same calendar appears on your laptop, phone and tablet, and you can share schedules with group project partners.</li>
<li><strong>Search.</strong> Answering "when is the CHEM final?" takes seconds.</li>
</ul>

<h3>The downsides</h3>
<p>Digital tools have costs too. Your phone is the same device that holds every distraction you own, and opening it to check a deadline can turn into twenty minutes of scrolling. Apps can become an end in themselves: some students spend more time configuring a productivity system than using it. And it is easy to add events without really registering them; a typed entry does not always stick in your mind the way a handwritten one can.</p>

<h2>The case for paper planners</h2>
<p>Paper has its own advantages:</p>
<ul>
<li><strong>No distractions.</strong> A planner cannot notify you about anything else.</li>
<li><strong>Writing helps you notice.</strong> Many people find that physically writing a deadline makes them more aware of it.</li>
<li><strong>A flexible format.</strong> You can sketch, draw arrows, scribble in margins and design a layout that suits you.</li>
<li><strong>Satisfaction.</strong> Crossing out a finished task with a pen is genuinely motivating for a lot of people.</li>
<li><strong>A daily ritual.</strong> Opening a planner every morning can anchor your day.</li>
</ul>

<h3>The downsides</h3>
<p>Paper cannot remind you of anything: if you do not open it, it does not help. Changes get messy, recurring events must be rewritten every week, and if you lose the planner, you lose everything in it. Paper also does not sync with anyone else.</p>

<h2>The hybrid approach</h2>
<p>Many students end up with a split that plays to each medium's strengths:</p>
<ul>
<li><strong>A digital calendar for dates.</strong> Every class, exam, deadline and appointment goes into a phone calendar with reminders. This is the master record.</li>
<li><strong>Paper for daily and weekly planning.</strong> Each morning, or during a weekly review, write the day's or week's tasks by hand in a notebook or planner, pulling from the calendar.</li>
</ul>
<p>This works because the two serve different purposes. The calendar stores information reliably and reminds you; the paper is where you think and commit. One rule makes it work: <strong>dates live in one place only.</strong> If a deadline exists in both your planner and your calendar, the two will eventually disagree, and you will not know which to trust.</p>

<h2>How to choose</h2>
<p>Ask yourself a few honest questions:</p>
<ol>
<li><strong>Have I ever missed a deadline because I forgot to look?</strong> If so, you need reminders, so at least your deadlines should be digital.</li>
<li><strong>Does picking up my phone lead to distraction?</strong> If so, a paper list for the day might keep you focused.</li>
<li><strong>Have I kept up a paper planner for a whole semester before?</strong> Be honest. Plenty of planners are abandoned by the fifth week. If that is your pattern, a digital calendar you already check is the safer bet.</li>
<li><strong>Do I share schedules with other people?</strong> Group projects, teams and jobs favor digital.</li>
<li><strong>Do I enjoy the process?</strong> A system you like using is a system you keep using.</li>
</ol>

<h2>Traps to avoid, whichever you choose</h2>
<ul>
<li><strong>Too many tools.</strong> A calendar app, two task apps, a planner and sticky notes means information scattered across five places. Use as few tools as possible.</li>
<li><strong>Building instead of using.</strong> A beautiful setup you never check is worth less than a plain list you look at every day.</li>
<li><strong>Switching constantly.</strong> Every new system takes a few weeks to become a habit. Switching every month means you never get there.</li>
<li><strong>Skipping the weekly review.</strong> Any system, digital or paper, drifts out of date without a regular check.</li>
</ul>

<h2>A simple setup to start with</h2>
<p>If you are unsure, try this for one semester:</p>
<ol>
<li>A phone calendar, such as Google Calendar, holding every class, exam and deadline, each with one reminder</li>
<li>A small notebook for daily to-do lists, written each morning from the calendar</li>
<li>A 20-minute weekly review on Sunday to bring both up to date</li>
</ol>
<p>After a month, adjust based on what you actually used and what you ignored.</p>
<p>The most tedious part of any system is the initial data entry: copying every deadline out of every syllabus. Syl takes care of that: send your syllabi and you get a dashboard and calendar with every deadline, quiz and exam, checked by a human and ready to sync with Google Calendar. You can still copy each week's tasks into a paper planner if that is what works for you.</p>
`,
};
