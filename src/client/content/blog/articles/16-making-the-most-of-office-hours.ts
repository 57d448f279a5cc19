import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 16,
  title: 'Office Hours: How to Use the Most Underrated Resource in College',
  excerpt:
    'Office hours are personal help from the people who write your exams. Here is how to prepare, what to ask and how to make going a habit.',
  date: 'September 16, 2025',
  readTime: '4 min read',
  category: 'Study Skills',
  imageUrl: '/images/blog/making-the-most-of-office-hours.svg',
  slug: 'making-the-most-of-office-hours',
  metaDescription:
    'A guide to office hours for college students: why they are worth it, how to prepare specific questions, what to do when you arrive and how to make it a habit.',
  author: 'Elena Morales',
  content: `
<p>Office hours are time your instructors and TAs set aside every week specifically to help students. They are part of what you already pay for, they are one-on-one or small-group, and in many courses they sit nearly empty until the week before an exam. They may be the most underused resource in college.</p>
<p>If you have never gone, or you went once and felt awkward, this guide is for you.</p>

<h2>Why students stay away</h2>
<p>The reasons are usually some version of:</p>
<ul>
<li>"I don't want to look like I don't understand."</li>
<li>"My question is too basic."</li>
<li>"I don't know what to ask."</li>
<li>"I'd be bothering them."</li>
</ul>
<p>None of these hold up. Answering questions is the entire purpose of office hours. Instructors generally much prefer students who come early with basic questions to students who struggle in silence and then do badly on the exam. And "I don't understand" is exactly the situation office hours exist for.</p>

<h2>What office hours are good for</h2>
<p>Office hours are not just for emergencies. Good reasons to go include:</p>
<ul>
<li><strong>Getting unstuck</strong> on a homework problem after you have genuinely tried it</li>
<li><strong>Clarifying a concept</strong> from lecture that did not click</li>
<li><strong>Going over a graded exam</strong> to understand your mistakes</li>
<li><strong>Discussing a paper:</strong> checking a thesis, an outline or how to approach your sources</li>
<li><strong>Preparing for an exam:</strong> asking what to focus on or working through a practice problem</li>
<li><strong>Looking beyond the course:</strong> asking about related courses, research opportunities or careers in the field</li>
</ul>
<p>That last one matters more than it seems. Professors who know you are the ones who can write recommendation letters, mention opportunities or point you toward a research lab.</p>

<h2>How to prepare</h2>
<p>A little preparation makes office hours far more productive, especially when there is a line.</p>
<h3>Bring specific questions</h3>
<p>"I don't get chapter 5" is hard to help with. "In problem 3, I set up the integral like this but got a negative area. Where did I go wrong?" is easy. Write your questions down before you go.</p>
<h3>Show your work</h3>
<p>Bring your attempt at the problem, your outline or your notes. It lets the instructor see exactly where your understanding breaks down, and it shows you have made an effort, which makes the conversation more collaborative.</p>
<h3>Know what you want to leave with</h3>
<p>Decide on your goal: understanding one concept, feedback on a thesis, or knowing how to start problem 4. It keeps the conversation focused.</p>

<h2>What to do when you get there</h2>
<ol>
<li><strong>Introduce yourself</strong> on your first visit: your name and which course or section you are in.</li>
<li><strong>Ask your question directly</strong> and show your work.</li>
<li><strong>Take notes.</strong> It is easy to understand something in the moment and forget it an hour later.</li>
<li><strong>Try the next step yourself.</strong> "Let me try the next line, and tell me if I'm on track" is a great way to check your understanding.</li>
<li><strong>Respect other students' time.</strong> If there is a line, ask your most important question first and come back for the rest.</li>
<li><strong>Say thank you.</strong> It is simple, and it is remembered.</li>
</ol>

<h2>Group office hours</h2>
<p>In large courses like CS 1331 or CHEM 1211, TA office hours can be crowded and work more like group sessions. That is fine. Listening to other students' questions is useful, because they often ask about things you did not realize you were confused about. Come with your question ready and do not be shy about joining the queue.</p>

<h2>Timing matters</h2>
<p>Office hours are calmest early in an assignment's cycle and emptiest early in the semester. The day before a deadline or exam, they are packed. If you can, go early in the week for a Friday deadline; you will get more time and more attention.</p>
<p>Put every instructor's and TA's office hours on your calendar as recurring events in the first week. Once they are on your calendar, going becomes a small decision rather than a project.</p>

<h2>If the scheduled times do not work for you</h2>
<p>Conflicts happen. Many instructors will meet by appointment if you email politely: say which course you are in, what you would like to discuss, and suggest a few times that work for you. Many courses also have online discussion forums where TAs and classmates answer questions, and some offer virtual office hours.</p>

<h2>Make it a habit</h2>
<p>Try this: during the first month, go to office hours at least once for every course, even with a small question. Once you have gone once, it stops feeling intimidating. After that, go whenever you have been stuck on something for more than 30 minutes of honest effort.</p>
<p>Students who use office hours regularly often find that courses feel less isolating and exam weeks less stressful, because their questions were answered weeks earlier.</p>
<p>A good rhythm is to look at the coming week's deadlines during your weekly review and plan office hours visits a few days before each one. When all your deadlines are on one calendar, for example one that Syl built from your syllabi, that planning takes about a minute.</p>
`,
};
