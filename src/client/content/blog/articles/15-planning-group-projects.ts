import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 15,
  title: 'Planning Group Projects Without the Drama',
  excerpt:
    'Most group project problems come from a missing plan, not bad teammates. A kickoff meeting, clear owners and an early internal deadline prevent most of them.',
  date: 'August 26, 2025',
  readTime: '4 min read',
  category: 'Productivity',
  imageUrl: '/images/blog/planning-group-projects.svg',
  slug: 'planning-group-projects',
  metaDescription:
    'Plan group projects that run smoothly: hold a kickoff meeting, break the work into milestones, assign owners, set early internal deadlines and handle slackers.',
  author: 'Priya Raman',
  content: `
<p>Group projects have a reputation. Someone disappears, someone else does everything at 3 am the night before, and the final product feels stitched together. But most of these problems are not caused by bad teammates. They are caused by a missing plan, and a little structure in the first week prevents most of the drama.</p>

<h2>Hold a kickoff meeting in the first few days</h2>
<p>As soon as groups are formed, schedule a 30 to 45 minute meeting, in person or on video. Do not wait until you "know more about the project". The point of this meeting is to agree on how you will work together. Cover:</p>
<ul>
<li><strong>The assignment:</strong> read the project description together. What exactly is due, when, and how is it graded? Is there a peer evaluation?</li>
<li><strong>Availability:</strong> class schedules, jobs, busy weeks and any known travel.</li>
<li><strong>Strengths and preferences:</strong> who likes writing, coding, designing slides, presenting or editing?</li>
<li><strong>Communication:</strong> one channel (one group chat, not three) and how quickly people should reply.</li>
</ul>

<h2>Break the project into pieces</h2>
<p>A big deliverable is hard to divide; milestones are easy. Work backwards from the final deadline and list every piece of work. For a MGT 3300 project worth 25%, with a report and a presentation due in five weeks, that might be:</p>
<ol>
<li>Choose a topic and research question (end of week 1)</li>
<li>Gather sources and data (week 2)</li>
<li>Analysis (week 3)</li>
<li>Draft report sections (first half of week 4)</li>
<li>Combine, edit and build slides (second half of week 4)</li>
<li>Rehearse the presentation (week 5)</li>
<li>Final submission</li>
</ol>
<p>Include official milestones from the syllabus, such as a proposal or a progress report, and add your own internal ones between them.</p>

<h2>Assign owners, not just tasks</h2>
<p>Every task needs one named owner. Not "we'll all work on the analysis" but "Marcus owns the analysis and Lena helps with data cleaning." The owner is responsible for making sure that piece gets done, even if others help. When everyone is responsible, no one is.</p>
<p>Also assign two roles that often go unfilled:</p>
<ul>
<li><strong>Coordinator:</strong> tracks the timeline, sends reminders and schedules meetings. This is not a boss; it is a logistics role.</li>
<li><strong>Editor:</strong> merges everyone's parts into one coherent document with a consistent voice and format. Leave this person enough time to do it.</li>
</ul>

<h2>Set the internal deadline early</h2>
<p>The most important rule of group work: <strong>the internal deadline for the finished product should be at least two days before the real one.</strong> Integration always takes longer than expected. Sections do not fit together, the slides need to match the report, someone's part needs revising. Without a buffer, those problems turn into all-nighters.</p>

<h2>Write the plan down and share it</h2>
<p>After the kickoff, someone should send the group a short summary: milestones, owners, internal deadlines and meeting times. Put the milestones in a shared calendar or a shared document everyone can see. A shared task board works too, as long as it is simple and everyone actually looks at it.</p>
<p>A written plan prevents the "I thought you were doing that" conversation.</p>

<h2>Short, regular check-ins</h2>
<p>Meet briefly once a week, even for 15 minutes. Each person answers three questions:</p>
<ol>
<li>What did I finish since last time?</li>
<li>What will I do before next time?</li>
<li>Is anything blocking me?</li>
</ol>
<p>Check-ins catch problems while they are small. If someone has fallen behind in week two, the group can adjust. If you only find out in week five, it is too late.</p>

<h2>When a teammate is not contributing</h2>
<p>It happens. Deal with it early and directly, but kindly:</p>
<ol>
<li><strong>Reach out privately first.</strong> Ask whether everything is OK. Sometimes there is a real reason, such as illness, family issues or confusion about the task.</li>
<li><strong>Be specific.</strong> "Your section was due Tuesday and we haven't seen it yet. Can you have it by Thursday?" works better than "you're not pulling your weight".</li>
<li><strong>Adjust the plan</strong> if needed, and record what was agreed in the group chat.</li>
<li><strong>Talk to the instructor or TA</strong> if the problem continues. Do this well before the deadline, not after. Many instructors have a process for this, and peer evaluations exist for a reason.</li>
</ol>

<h2>Use shared tools well</h2>
<ul>
<li>Keep all files in one shared folder with clear names</li>
<li>Write in a shared document so everyone can see progress</li>
<li>Use comments for feedback instead of rewriting someone else's section without asking</li>
<li>Keep one clearly labeled final version, not five files called "final_v2_REAL"</li>
</ul>

<h2>Rehearse the presentation</h2>
<p>If there is a presentation, rehearse it together at least once, with a timer. Decide who speaks when and how the hand-offs work. A rehearsal almost always reveals that the presentation runs long, which is much better discovered on Tuesday than during the real thing on Thursday.</p>

<h2>After the project</h2>
<p>Once it is submitted, take two minutes to thank your teammates. You will probably work with some of them again, and future group projects go better with people who trust you.</p>
<p>Group projects are easier to plan when everyone can see the rest of their semester. If your deadlines are on one calendar, and Syl can put every deadline, quiz and exam from your syllabi there for you, you will know which weeks you can offer the group and which are already spoken for.</p>
`,
};
