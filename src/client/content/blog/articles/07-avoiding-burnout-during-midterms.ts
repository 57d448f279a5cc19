import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 7,
  title: 'How to Avoid Burnout During Midterms',
  excerpt:
    'Midterm season packs exams, assignments and fatigue into a few weeks. Here is how to spot the early signs of burnout and keep going without running on empty.',
  date: 'March 25, 2025',
  readTime: '5 min read',
  category: 'Psychology',
  imageUrl: '/images/blog/avoiding-burnout-during-midterms.svg',
  slug: 'avoiding-burnout-during-midterms',
  metaDescription:
    'Avoid burnout during midterm season: recognize the early warning signs, plan exams ahead, protect your sleep, study in focused blocks and know when to get help.',
  author: 'Elena Morales',
  content: `
<p>Midterm season has its own kind of exhaustion. Exams from several courses cluster into the same two or three weeks, regular assignments keep arriving, and the fresh-start energy of the semester has worn off. It is common to reach a point where you are studying more than ever but getting less out of it.</p>
<p>That state of feeling drained, cynical about your work and less effective despite the effort is often described as burnout. You cannot remove the pressure of midterms, but you can make it much less likely that they flatten you.</p>

<h2>Recognize the early signs</h2>
<p>Burnout rarely arrives all at once. It builds, and the early signs are easy to dismiss as "just being busy":</p>
<ul>
<li>Reading the same paragraph several times without absorbing it</li>
<li>Dread or numbness about a course you used to enjoy</li>
<li>Sleeping badly, or sleeping a lot and still feeling tired</li>
<li>Skipping meals, exercise or friends "until after midterms"</li>
<li>Irritability, or finding it hard to care about grades at all</li>
<li>Long sessions at your desk with little actually done</li>
</ul>
<p>If several of these sound familiar, treat it as a signal to change how you are working, not to push harder.</p>

<h2>Plan midterms before they arrive</h2>
<p>A big share of midterm stress comes from surprise: realizing on a Sunday night that you have two exams and a paper due in the same week. The most effective burnout prevention happens weeks earlier.</p>
<p>Look at your calendar now and identify your midterm window. For each exam, note the date, the weight and the material it covers. Then spread your review out. Studying 45 minutes a day for ten days is far less draining than nine hours the day before, and it works better, because spaced practice improves retention.</p>
<p>If you spot a genuinely impossible stretch, such as three exams in two days, check your syllabi and your school's policies. Some schools have rules about how many exams a student can be required to take in one day. Asking early is always easier than asking late.</p>

<h2>Protect sleep above almost everything</h2>
<p>When time gets tight, sleep is usually the first thing students cut. It is also one of the worst trades you can make. Sleep is when the brain consolidates what you learned during the day, and going without it makes concentration, memory and mood worse. An all-nighter before an exam often costs more than the extra hours of review gain.</p>
<p>Set a latest acceptable bedtime for midterm weeks and treat it like a class you cannot skip. If you are lying awake with your mind racing, write down everything you are worried about and what you will do about each item tomorrow. Getting it onto paper makes it easier to let go for the night.</p>

<h2>Work in focused sessions, then actually stop</h2>
<p>Eight hours of half-focused studying produces less than four hours of real focus. Try blocks of 45 to 90 minutes with a specific goal, such as "finish practice exam 1 and check my answers", followed by a real break: a walk, a snack or a conversation rather than your phone.</p>
<p>Just as important, decide when your study day ends. Without an end point, studying bleeds into every hour and nothing feels like rest. A clear stopping time, even 9 pm, gives you something to look forward to and makes the focused hours more productive.</p>

<h2>Keep the basics going</h2>
<p>The things that keep you functioning are the first to go under stress: meals, movement, daylight and people. They are not luxuries. They are what let you keep studying effectively.</p>
<ul>
<li><strong>Eat real meals</strong> at roughly regular times, and pack snacks for long library days.</li>
<li><strong>Move every day</strong>, even if it is a 20-minute walk between study sessions.</li>
<li><strong>See people.</strong> Study groups count, but so does one meal a day with a friend where nobody mentions exams.</li>
<li><strong>Cut off caffeine by mid-afternoon</strong> so it does not wreck your sleep.</li>
</ul>

<h2>Lower the bar where you can</h2>
<p>Not everything deserves your best effort during midterms. Use your syllabi to decide where to ease off. A 1% reading quiz does not need the same energy as a 25% exam. If a course drops the lowest homework score, this might be the week to use it. If you have grace days for late work, midterm week is what they are for.</p>
<p>This is not slacking. It is prioritizing, and it is how you keep enough energy for the things that matter most.</p>

<h2>Watch your self-talk</h2>
<p>Under pressure, it is easy to slip into all-or-nothing thinking: "If I bomb this midterm, I'll fail the course," or "Everyone else is handling this better than me." Usually neither is true. A single midterm is one part of a grade, and many courses let a strong final offset a weak midterm. Checking the actual grading breakdown can take a lot of air out of catastrophic thoughts.</p>
<p>Talk to yourself the way you would talk to a stressed friend. You would tell them to get some sleep and that one exam does not define them. The same applies to you.</p>

<h2>Know when to ask for help</h2>
<p>If you are falling behind in a course, go to office hours or talk to your instructor before the exam, not after it. If stress is affecting your sleep, appetite or mood for more than a couple of weeks, or you are feeling hopeless, contact your campus counseling center or health services. Most universities offer support to students, and asking for it is a normal, smart thing to do. If you are ever in crisis, contact local emergency services or a crisis line right away.</p>

<h2>After midterms</h2>
<p>When the last exam is done, take a real break, even if it is just an evening. Then spend 20 minutes reflecting: which exam preparation worked, where did you run out of time, and what would you change for finals? That short review turns a rough few weeks into a better plan for the end of the semester.</p>
<p>Planning ahead is much easier when every exam is already on your calendar. Syl collects the dates from all your syllabi into one dashboard and calendar, so your midterm window is visible from the first week instead of the week it hits.</p>
`,
};
