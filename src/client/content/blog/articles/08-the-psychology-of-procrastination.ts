import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 8,
  title: "Why You Procrastinate (and Why It Isn't About Time Management)",
  excerpt:
    'Most procrastination is about avoiding an unpleasant feeling, not a lack of time. Understanding that makes it much easier to get started.',
  date: 'April 8, 2025',
  readTime: '4 min read',
  category: 'Psychology',
  imageUrl: '/images/blog/the-psychology-of-procrastination.svg',
  slug: 'the-psychology-of-procrastination',
  metaDescription:
    'Procrastination is mostly about emotions, not schedules. Learn the common triggers and practical strategies students can use to start hard tasks sooner.',
  author: 'Daniel Okafor',
  content: `
<p>Procrastination is usually described as a time management problem: if you just had a better planner, you would stop putting things off. But most students who procrastinate know exactly when their essay is due. They have the time. They just do not start.</p>
<p>That is because procrastination is mostly about emotions, not schedules. Understanding why it happens makes it much easier to deal with.</p>

<h2>Procrastination as mood repair</h2>
<p>A common explanation among psychologists is that procrastination is a way of managing unpleasant feelings. A task makes you feel something bad, such as boredom, anxiety, confusion or fear of doing it badly, and avoiding the task makes that feeling go away, at least for now. Opening a video instead of your lab report brings instant relief. The cost arrives later, which is exactly why it is so easy to pay.</p>
<p>This explains a few things that otherwise seem strange:</p>
<ul>
<li>You can procrastinate on work you genuinely care about. Caring a lot can even make it worse, because the stakes feel higher.</li>
<li>Procrastination often involves other productive activities, like cleaning, reorganizing notes or answering emails. Those tasks feel better, not necessarily easier.</li>
<li>Telling yourself to "just be more disciplined" rarely works, because it does nothing about the feeling.</li>
</ul>

<h2>The usual triggers</h2>
<p>Certain features make a task much more likely to be avoided. Spotting them in your own work is the first step.</p>
<h3>The task is vague</h3>
<p>"Work on the ECON 2105 paper" has no clear first step, so your brain has to face the whole thing at once. Vague tasks feel bigger and more threatening than they are.</p>
<h3>The deadline is far away</h3>
<p>People tend to discount future costs and rewards. A paper due in three weeks does not feel urgent, so anything pleasant right now wins. By the time it does feel urgent, there is not much time left.</p>
<h3>You are not sure you can do it</h3>
<p>If you do not understand the problem set, starting means confronting that confusion. Avoiding it protects you from feeling incompetent, for a while.</p>
<h3>Perfectionism</h3>
<p>When your standard is "this has to be excellent", starting is intimidating. Delay also offers a convenient excuse: if the result is disappointing, it was because you ran out of time, not because of your ability.</p>

<h2>Strategies that address the real cause</h2>
<h3>Shrink the first step</h3>
<p>Turn the vague task into a tiny, concrete action that takes ten minutes or less. Not "write the paper" but "open a document and write three possible thesis sentences". Not "study for CHEM" but "do problem 1 of the practice exam". Small steps lower the emotional cost of starting enough that you can pay it.</p>
<h3>Commit to a few minutes</h3>
<p>Tell yourself you will work for ten minutes and that you are allowed to stop after that. Often the hardest part is beginning; once you are in it, the task turns out to be less unpleasant than you imagined and you keep going. If you really do want to stop after ten minutes, stop. You have still made progress.</p>
<h3>Bring distant deadlines closer</h3>
<p>Break long projects into milestones with their own dates and put them on your calendar: topic by the 10th, outline by the 15th, draft by the 22nd. Each milestone is near enough to feel real. Telling a friend or study partner about your next milestone adds a little helpful pressure.</p>
<h3>Name the feeling</h3>
<p>When you notice yourself avoiding something, ask what you are feeling about it right now: bored, anxious, lost? Naming it helps, and it points to the fix. Lost means you need information, so go to office hours. Bored means make it more engaging, perhaps by working alongside a friend or racing a timer. Anxious means lower the stakes, for example by writing a deliberately rough first draft.</p>
<h3>Make starting easy and avoiding harder</h3>
<p>Leave the document open on your laptop. Put your textbook on your desk the night before. Keep your phone in another room during study blocks, or use an app blocker. Small changes in your environment make the right choice easier and the distraction slightly less convenient.</p>
<h3>Forgive yourself</h3>
<p>It sounds soft, but it is practical. Beating yourself up after procrastinating makes the task feel even worse, which makes you want to avoid it more. Saying "I put that off, that's human, what's the next small step?" breaks the cycle.</p>

<h2>A worked example</h2>
<p>Sam has a research proposal for SOC 3300, worth 15%, due in two weeks and has not started. The task feels huge and vague, and Sam is worried about choosing the "wrong" topic.</p>
<ol>
<li>Sam names the feeling: anxiety about picking a bad topic.</li>
<li>The first step shrinks to "list five topics I find interesting, ten minutes, no judging".</li>
<li>Sam adds milestones to the calendar: topic by Thursday, three sources by Sunday, outline by Tuesday, draft two days before the deadline.</li>
<li>Torn between two topics, Sam asks the TA about them at Wednesday office hours.</li>
</ol>
<p>Nothing about the deadline changed. What changed is that the task became smaller, clearer and less threatening, so starting got easier.</p>

<h2>When it is more than procrastination</h2>
<p>Persistent avoidance is sometimes linked to anxiety, depression or attention difficulties. If procrastination is seriously affecting your grades or wellbeing and these strategies are not helping, talk to your campus counseling center or academic support office. They see this all the time and can help.</p>
<p>Seeing every deadline well in advance makes it much easier to set early milestones. Syl gathers the deadlines from all your syllabi into one calendar, so the paper due in three weeks is visible long before it becomes urgent.</p>
`,
};
