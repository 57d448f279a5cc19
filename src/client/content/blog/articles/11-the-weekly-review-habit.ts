import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 11,
  title: 'The Weekly Review: A 30-Minute Habit That Keeps Your Semester on Track',
  excerpt:
    'A short session every Sunday keeps your calendar accurate, catches deadlines early and quiets the nagging feeling that you are forgetting something.',
  date: 'June 3, 2025',
  readTime: '4 min read',
  category: 'Productivity',
  imageUrl: '/images/blog/the-weekly-review-habit.svg',
  slug: 'the-weekly-review-habit',
  metaDescription:
    'How to do a weekly review as a student: clear your inputs, look back, check each course, look two weeks ahead and plan the week, all in about thirty minutes.',
  author: 'Maya Chen',
  content: `
<p>Plans decay. The semester plan you made in week one slowly drifts out of date as deadlines move, new assignments appear and life happens. A weekly review is a short, regular session in which you bring everything back into sync. It may be the single habit that makes every other organizational system work.</p>

<h2>What a weekly review is</h2>
<p>Once a week, usually on Sunday afternoon or evening, you sit down for 20 to 40 minutes and do three things: look back at the past week, look ahead at the next two, and make a plan. That is it. No elaborate templates required.</p>
<p>The idea is popular in productivity circles, but it fits students particularly well. The academic week has a natural rhythm, most deadlines are known well in advance, and a small amount of planning has a large payoff.</p>

<h2>Why it works</h2>
<ul>
<li><strong>It catches things early.</strong> A paper due in twelve days is easy to miss if you only look at today. A two-week look-ahead makes it visible while there is still time to act.</li>
<li><strong>It keeps your system trustworthy.</strong> If your calendar and to-do list are updated regularly, you trust them. If you trust them, you stop trying to carry everything in your head.</li>
<li><strong>It reduces background anxiety.</strong> Much of the stress of a busy semester comes from the feeling that you are forgetting something. A review gives you a confident answer.</li>
<li><strong>It helps you improve.</strong> Looking back each week reveals patterns: which estimates were wrong, which habits slipped.</li>
</ul>

<h2>A step-by-step weekly review</h2>
<h3>1. Clear the inputs (5 minutes)</h3>
<p>Gather everything that piled up during the week: notes on your phone, scraps of paper, flagged emails, course announcements you have not dealt with. Anything that needs action becomes a task on your list or an event on your calendar. Anything that does not gets archived or thrown away.</p>
<h3>2. Look back (5 to 10 minutes)</h3>
<p>Scan last week's calendar and to-do list and ask:</p>
<ul>
<li>What got done? Take a moment to actually notice it.</li>
<li>What did not get done, and does it still need to happen?</li>
<li>Did anything take much longer than expected?</li>
<li>Did I keep my sleep, exercise and social commitments?</li>
</ul>
<p>Move unfinished tasks forward, or drop them deliberately.</p>
<h3>3. Check each course (5 to 10 minutes)</h3>
<p>Open each course site and look for new announcements, changed due dates or newly posted assignments, and compare them with your calendar. This is the step that catches the deadline that moved from Friday to Wednesday, or the quiz announced in the last minute of Thursday's lecture.</p>
<h3>4. Look ahead two weeks (5 minutes)</h3>
<p>Open your calendar to the next 14 days and list every deadline, exam and commitment. For anything big, ask: when will I work on this? If the answer is "not sure", that is your cue to schedule it.</p>
<h3>5. Plan the week (5 to 10 minutes)</h3>
<p>Write this week's to-do list. Put the three most important tasks at the top and give them specific time blocks on your calendar. Leave some open time for the unexpected.</p>

<h2>Making it stick</h2>
<p>The review only helps if you do it every week, including the busy ones. Especially the busy ones. A few tips:</p>
<ul>
<li><strong>Same time, same place.</strong> Make it a recurring calendar event. Sunday at 6 pm with a cup of tea is easier to keep than "sometime this weekend".</li>
<li><strong>Keep it short.</strong> If it grows to two hours, you will start skipping it. Aim for about 30 minutes.</li>
<li><strong>Use a checklist.</strong> Write the steps above on a card or in a note and follow them until the routine is automatic.</li>
<li><strong>Pair it with something pleasant.</strong> A favorite snack, a playlist or a particular café.</li>
<li><strong>If you miss it, do a short version on Monday.</strong> Five minutes of looking ahead beats nothing.</li>
</ul>

<h2>An example</h2>
<p>It is Sunday evening in week six, and Aisha sits down for her review:</p>
<ol>
<li>She finds two notes on her phone: "ask about BIOL lab partner" and "CHEM quiz moved?". She checks the CHEM 1211 announcements: the quiz has indeed moved from Wednesday to Friday. She updates her calendar.</li>
<li>Looking back, her MATH problem set took five hours instead of three. She makes a note to plan more time next week.</li>
<li>In the two-week look-ahead she spots her ENGL 1102 essay, worth 20% and due a week from Friday. She has not started, so she blocks Tuesday and Thursday afternoons for it.</li>
<li>Her top three for the week: the MATH problem set (starting Monday), the essay outline and CHEM quiz review.</li>
</ol>
<p>Total time: 25 minutes. Her week now has a plan, and the essay has gone from a problem she would have discovered next Thursday to something already in motion.</p>

<h2>Add a monthly check</h2>
<p>Once a month, extend the review by 15 minutes and look at the rest of the semester. Compare your grades in each course with the syllabus weights, look for upcoming crunch weeks, and confirm registrar deadlines such as the last day to withdraw. It is a chance to change course before small problems become big ones.</p>
<p>A weekly review is much faster when your deadlines are already on one calendar and your tasks are in one list. Syl builds both from your syllabi, a synced calendar and a to-do list, so your Sunday session can go to planning rather than data entry.</p>
`,
};
