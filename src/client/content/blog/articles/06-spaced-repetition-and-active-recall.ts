import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 6,
  title: 'Spaced Repetition and Active Recall: Study Less, Remember More',
  excerpt:
    'Rereading feels productive but fades fast. Two well-established learning techniques help you remember material for the exam and long after it.',
  date: 'March 11, 2025',
  readTime: '4 min read',
  category: 'Study Skills',
  imageUrl: '/images/blog/spaced-repetition-and-active-recall.svg',
  slug: 'spaced-repetition-and-active-recall',
  metaDescription:
    'Use active recall and spaced repetition to study better: how the testing and spacing effects work, plus a weekly routine and tips for writing good flashcards.',
  author: 'Priya Raman',
  content: `
<p>If you have ever reread a chapter three times, felt like you knew it, and then gone blank on the exam, you have met the difference between familiarity and memory. Rereading makes material feel familiar. It does far less to make it retrievable under pressure.</p>
<p>Two ideas from learning science address this more reliably than almost anything else: <strong>active recall</strong>, which means practicing pulling information out of your memory, and <strong>spaced repetition</strong>, which means spreading that practice out over time. Both are simple to understand and surprisingly easy to build into a normal week.</p>

<h2>Active recall: test yourself instead of rereading</h2>
<p>Active recall means trying to retrieve information without looking at it. Researchers call the benefit the <em>testing effect</em>: the act of retrieving something strengthens your memory of it more than simply reviewing it again. Retrieval that feels effortful, even when you get the answer wrong, tends to help more than easy review.</p>
<p>In practice, active recall looks like this:</p>
<ul>
<li><strong>Close the book and write down everything you remember</strong> from a section, then check what you missed.</li>
<li><strong>Turn headings into questions.</strong> "The Krebs cycle" becomes "What goes into and comes out of the Krebs cycle?" Answer it before you read.</li>
<li><strong>Do practice problems before looking at worked examples.</strong> Look only when you are genuinely stuck.</li>
<li><strong>Explain a concept out loud</strong> as if you were teaching a classmate. Gaps show up quickly.</li>
<li><strong>Use flashcards properly:</strong> say or write your answer before you flip the card.</li>
</ul>
<p>It feels harder and slower than rereading. That is the point: the struggle is the part that builds memory.</p>

<h2>Spaced repetition: spread it out</h2>
<p>The <em>spacing effect</em> is one of the most consistent findings in memory research: the same total study time produces better long-term retention when it is split across several sessions than when it is crammed into one. Cramming can get you through tomorrow's quiz, but much of it fades within days, which hurts on a cumulative final.</p>
<p>Spacing works partly because you forget a little between sessions, and recovering a slightly faded memory strengthens it. A rough schedule for new material:</p>
<ul>
<li>Review the same day you learn it, for a few minutes after lecture</li>
<li>Review again one or two days later</li>
<li>Then about a week later</li>
<li>Then a few weeks later, before the exam</li>
</ul>
<p>The exact intervals matter less than the principle: each review comes a little later than the last, and each one involves recall, not rereading.</p>

<h2>Putting them together</h2>
<p>Combined, the method is simple: <strong>test yourself on the material repeatedly, at growing intervals.</strong> Here is how that looks across a week for a student taking BIOL 1510 and CHEM 1211.</p>
<h3>After each lecture (10 minutes)</h3>
<p>Without looking at your notes, write down the three to five main ideas of the lecture. Then check and fill the gaps. Turn anything you missed into a flashcard or a question in the margin of your notes.</p>
<h3>Daily (15 to 20 minutes)</h3>
<p>Review the flashcards that are due. Flashcard apps built on spaced repetition schedule this for you, showing cards you struggle with more often and cards you know well less often. Paper cards work too: use a box with sections for "tomorrow", "in a few days" and "next week", and move each card forward or back depending on whether you got it right.</p>
<h3>Weekly (about an hour per course)</h3>
<p>Do a mixed practice session with questions from the current week <em>and</em> from earlier weeks. Mixing topics, often called <em>interleaving</em>, forces you to work out which method applies to which problem, which is exactly what an exam asks of you.</p>
<h3>Before an exam (spread over 7 to 10 days)</h3>
<p>Take a practice exam under timed conditions early in your review period, not the night before. Use the results to find weak topics, then focus the remaining sessions there.</p>

<h2>Writing good flashcards</h2>
<ul>
<li><strong>One idea per card.</strong> "Name the four phases of mitosis" beats a card with a paragraph on the back.</li>
<li><strong>Use your own words.</strong> Copying definitions from the textbook produces cards you can recite but not explain.</li>
<li><strong>Ask why and how, not just what.</strong> "Why does raising the temperature speed up most reactions?" tests understanding, not memorization.</li>
<li><strong>Include worked problems</strong> for quantitative courses: the problem on the front, the method on the back.</li>
</ul>

<h2>Common objections</h2>
<p><strong>"I don't have time."</strong> Active recall is usually <em>more</em> efficient than rereading, because you stop spending time on material you already know. Fifteen minutes of flashcards in the gaps between classes adds up to many hours of effective review over a semester.</p>
<p><strong>"It feels like I'm learning less."</strong> Rereading feels productive because the material looks familiar. Testing yourself exposes what you do not know, which feels worse but is far more useful. Trust your results on practice questions over the feeling of fluency.</p>
<p><strong>"It doesn't work for my subject."</strong> It works for nearly everything. In math and engineering, recall means solving problems from scratch. In the humanities, it means explaining arguments, connecting readings and outlining practice essays from memory.</p>

<h2>Schedule the spacing</h2>
<p>The hardest part of spaced repetition is not the studying; it is starting early enough. Spacing only works if you begin reviewing well before the exam, which means you need to know when every exam is. Put your exam dates on your calendar at the start of the semester, then add review sessions across the ten days before each one.</p>
<p>If your exam and quiz dates are still buried in PDFs, Syl can pull them into one calendar for you, with every date checked by a human. After that, spacing your review is just a matter of counting backwards.</p>
`,
};
