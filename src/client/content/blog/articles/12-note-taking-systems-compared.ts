import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 12,
  title: 'Note-Taking Systems Compared: Cornell, Outlines, Maps and More',
  excerpt:
    'No single note-taking method is best for every course. Here is how the main systems work, what each is good at, and when to use which.',
  date: 'June 24, 2025',
  readTime: '4 min read',
  category: 'Study Skills',
  imageUrl: '/images/blog/note-taking-systems-compared.svg',
  slug: 'note-taking-systems-compared',
  metaDescription:
    'Compare the Cornell method, outlines, concept maps, charts and problem-based notes, and learn which note-taking system fits each kind of college course best.',
  author: 'Elena Morales',
  content: `
<p>There is no single best way to take notes. The right system depends on the subject, how the instructor teaches and what you will need the notes for later. But a handful of well-tested methods cover most situations, and knowing them lets you choose on purpose instead of by habit.</p>
<p>Here is a practical comparison of the most useful note-taking systems for college courses, with guidance on when each one fits.</p>

<h2>What good notes are for</h2>
<p>Before picking a format, be clear about the goal. Notes do two jobs:</p>
<ol>
<li><strong>During class,</strong> writing keeps you engaged and forces you to process what you hear.</li>
<li><strong>After class,</strong> notes become study material: something to review, test yourself on and use to prepare for exams.</li>
</ol>
<p>Transcribing every word does neither job well. You are too busy writing to think, and you end up with pages that are hard to study from. Good notes capture main ideas, connections and examples in your own words.</p>

<h2>The Cornell method</h2>
<p>Divide the page into three areas: a narrow left column about a third of the width, a wide right column, and a strip across the bottom.</p>
<ul>
<li><strong>Right column:</strong> your notes during class, taken as usual.</li>
<li><strong>Left column:</strong> after class, questions or keywords that the notes answer.</li>
<li><strong>Bottom strip:</strong> a two- or three-sentence summary of the whole page.</li>
</ul>
<p>The strength of Cornell notes is that self-testing is built in. Cover the right column, read the questions on the left and try to answer them. That is active recall, one of the most effective study techniques there is.</p>
<p><strong>Best for:</strong> lecture-heavy, concept-heavy courses such as psychology, biology, history and economics.</p>

<h2>The outline method</h2>
<p>Organize notes as a hierarchy: main topics at the left margin, subtopics indented beneath them, details indented further. It is probably what you already do by instinct.</p>
<p>Outlines work well when a lecture is structured and the instructor signals clearly when moving to a new point. They are fast to review and easy to turn into a study guide. They struggle when a lecture jumps around or when the relationships between ideas are not hierarchical.</p>
<p><strong>Best for:</strong> well-organized lectures, textbook reading notes and courses with a clear topic structure.</p>

<h2>Concept maps</h2>
<p>Put the main topic in the center of the page and branch out to related ideas, drawing lines between connected concepts. Label the lines with the relationship: "causes", "is a type of", "contrasts with".</p>
<p>Maps are excellent for seeing how ideas relate, which is often what exams test. They are hard to produce quickly during a fast lecture, so many students make them after class, turning linear notes into a map as a review exercise.</p>
<p><strong>Best for:</strong> subjects with many interconnected ideas, like metabolic pathways, literary themes or political systems, and for exam review.</p>

<h2>The charting method</h2>
<p>Draw a table with a column for each category you are comparing. In a HIST 2111 lecture on the colonial period, the columns might be colony, founding date, economy, government and religion. Fill in the rows as the lecture goes on.</p>
<p><strong>Best for:</strong> lectures that compare several things along the same dimensions: theories, historical periods, drug classes in pharmacology, or algorithms in computer science.</p>

<h2>Problem-based notes for STEM</h2>
<p>In courses like MATH 1554 or PHYS 2211, the most valuable part of a lecture is often the worked examples. A useful format:</p>
<ul>
<li>Write the problem out clearly</li>
<li>Write each step of the solution with a short note on <em>why</em> that step is taken</li>
<li>Record common mistakes the instructor mentions</li>
<li>Label the general method or theorem being used</li>
</ul>
<p>Later, cover the solution and try the problem yourself. Your notes become a bank of practice problems.</p>

<h2>Handwriting or typing?</h2>
<p>Both can work. Typing is faster, which tempts many people to transcribe rather than process. Handwriting forces you to summarize, because you cannot keep up otherwise, and it makes diagrams and equations easier. Tablets with a stylus sit in between.</p>
<p>A reasonable approach is to handwrite, on paper or a tablet, in math-heavy and diagram-heavy courses, and to type if you genuinely summarize rather than transcribe, or in discussion-based courses where you need to capture many ideas quickly. Whichever you choose, close other tabs and silence notifications while you take notes.</p>

<h2>The after-class habit that matters most</h2>
<p>The biggest difference between useful and useless notes is what happens after class. Within 24 hours, spend 10 to 15 minutes:</p>
<ol>
<li>Filling in gaps while the lecture is still fresh</li>
<li>Writing questions in the margin or the Cornell cue column</li>
<li>Adding a short summary at the end</li>
<li>Flagging anything you do not understand to ask about at office hours</li>
</ol>
<p>This short review also acts as the first round of spaced repetition, which helps the material stick.</p>

<h2>Keep notes organized</h2>
<p>Use a separate notebook or folder per course. Date every entry and number the lectures. For digital notes, use a consistent naming pattern such as "PSYC1101_L12_memory". When it is time to study for the final, you will find everything quickly.</p>

<h2>Choosing your system</h2>
<p>You do not need one method for everything. Many students use Cornell notes for lecture courses, problem-based notes for STEM and charts whenever a lecture compares things. Try a method for two weeks before judging it; it takes a few lectures to feel natural.</p>
<p>Good notes are half of studying well. Knowing when to review them is the other half. Getting every exam and quiz onto your calendar early, whether by hand or with Syl, which turns your syllabi into a calendar with every deadline, makes it easy to schedule review sessions at the right time.</p>
`,
};
