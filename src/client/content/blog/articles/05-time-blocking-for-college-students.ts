import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 5,
  title: 'Time Blocking for College Students: Give Every Task a Time',
  excerpt:
    'Time blocking turns a to-do list into a realistic week. Learn how to fit coursework into the gaps between classes and keep your evenings free.',
  date: 'February 25, 2025',
  readTime: '4 min read',
  category: 'Productivity',
  imageUrl: '/images/blog/time-blocking-for-college-students.svg',
  slug: 'time-blocking-for-college-students',
  metaDescription:
    'How college students can use time blocking: map fixed commitments, estimate tasks honestly, place work in real time slots and recover when the plan slips.',
  author: 'Maya Chen',
  content: `
<p>A to-do list tells you what to do. A calendar tells you when things happen. Time blocking combines the two: you give each task a specific slot in your week. Instead of "write HIST 2112 essay" floating on a list, you have "Tuesday 2 to 4 pm: outline HIST 2112 essay" on your calendar.</p>
<p>That sounds rigid, but for students it often has the opposite effect. When your work has a time, your free time is actually free.</p>

<h2>Why time blocking suits student schedules</h2>
<p>College schedules are oddly shaped. You might have class from 9 to 10:15, a gap until 1:30, a lab until 4:30 and nothing at all on Friday. Those gaps are where a lot of a semester's work could get done, but without a plan they disappear into scrolling, snacks and wandering around.</p>
<p>Time blocking helps in three specific ways:</p>
<ul>
<li><strong>It makes your real capacity visible.</strong> When you try to fit this week's work into actual slots, you find out on Sunday whether it fits, not at 11 pm on Thursday.</li>
<li><strong>It reduces decision fatigue.</strong> You do not have to decide what to work on every time you sit down, because you already decided.</li>
<li><strong>It protects focus.</strong> One block, one task. Switching between three assignments in an hour makes all three go slower.</li>
</ul>

<h2>Setting up your first time-blocked week</h2>
<h3>1. Start with the fixed commitments</h3>
<p>Put classes, labs, recitations, work shifts and anything else that does not move on your calendar as recurring events. Add commute time if you have it. This is the skeleton of your week.</p>
<h3>2. Add the non-negotiables</h3>
<p>Block meals, sleep and exercise. Scheduling lunch feels odd, but if you do not, study blocks expand to fill the whole day and the first thing to go is sleep. A consistent bedtime is one of the best things you can protect for your grades.</p>
<h3>3. List this week's work</h3>
<p>Look at the next 7 to 14 days of deadlines and write down every task with a rough time estimate. For example:</p>
<ul>
<li>MATH 1554 problem set 6: 3 hours</li>
<li>CS 1331 homework 4: 5 hours</li>
<li>PSYC 1101 reading, chapters 7 and 8: 2 hours</li>
<li>ENGL 1102 essay draft: 4 hours</li>
<li>Weekly review: 30 minutes</li>
</ul>
<p>Students tend to underestimate, especially for programming and writing. A simple correction is to add 50% to your first guess.</p>
<h3>4. Place tasks into open slots</h3>
<p>Now put each task in a specific slot. A few guidelines:</p>
<ul>
<li>Put your hardest work in your best hours. If you think most clearly in the morning, that is where the problem set goes.</li>
<li>Use short gaps of 30 to 60 minutes for small tasks: readings, flashcards, emails, quiz review.</li>
<li>Use long gaps of two hours or more for deep work: writing, coding, problem sets.</li>
<li>Split big tasks. Five hours of CS homework works better as two or three blocks across the week than as one marathon.</li>
<li>Schedule work to finish a day before the deadline, not on the day itself.</li>
</ul>
<h3>5. Leave buffer</h3>
<p>Do not fill every open minute. Leave a few unscheduled blocks each week. Something will take longer than planned, a friend will need help, or an instructor will post a surprise assignment. Buffer is what keeps one bad day from breaking the whole week.</p>

<h2>What a blocked day can look like</h2>
<p>Here is a time-blocked Tuesday for a student taking five courses:</p>
<ul>
<li>8:00 to 8:45: breakfast and PSYC 1101 flashcards</li>
<li>9:00 to 10:15: MATH 1554 lecture</li>
<li>10:30 to 12:30: CS 1331 homework 4, part 1</li>
<li>12:30 to 1:15: lunch</li>
<li>1:30 to 2:45: ENGL 1102 class</li>
<li>3:00 to 4:00: PSYC reading, chapter 7</li>
<li>4:00 to 5:00: buffer, or the gym if nothing overran</li>
<li>Evening: free</li>
</ul>
<p>Notice the free evening. That is the payoff: the work happened in the gaps, so the evening is not spent feeling guilty about what you have not done.</p>

<h2>When the plan falls apart</h2>
<p>It will, regularly. Time blocking is not about following the plan perfectly; it is about having a plan to come back to. When a block gets disrupted:</p>
<ul>
<li>Do not abandon the whole day. Move the missed task to the next open slot or a buffer block.</li>
<li>If you keep missing the same kind of block, such as early morning study, the plan does not fit your life. Change it.</li>
<li>If tasks always overrun, your estimates are off. Increase them next week.</li>
</ul>
<p>Some students re-plan the rest of the day at lunch. Five minutes is enough to shuffle the afternoon around what actually happened in the morning.</p>

<h2>Variations worth trying</h2>
<p><strong>Theme days.</strong> If your schedule allows, give days a focus: Monday and Wednesday for CS, Tuesday and Thursday for writing-heavy courses. This reduces switching between very different kinds of thinking.</p>
<p><strong>Batching.</strong> Group small, similar tasks, like replying to emails, submitting forms or checking course announcements, into one block instead of scattering them through the day.</p>
<p><strong>Timeboxing.</strong> Give a task a fixed amount of time and stop when the time is up, even if it is not perfect. This works well for tasks that expand endlessly, like polishing slides or reading "just one more" source.</p>

<h2>Start small this week</h2>
<p>You do not have to block every hour right away. Start by scheduling just your three most important tasks of the week into specific slots. Once that feels natural, add more.</p>
<p>Time blocking works best when every deadline is already on your calendar, because those are what you plan around. If yours are not there yet, Syl can put every deadline, quiz and exam from your syllabi into a calendar that syncs with Google Calendar, so your study blocks and your deadlines live side by side.</p>
`,
};
