import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 14,
  title: 'Balancing Internship Applications with a Full Course Load',
  excerpt:
    'Recruiting season often overlaps with midterms. Treat your internship search like an extra course and it stops competing with your grades.',
  date: 'August 5, 2025',
  readTime: '4 min read',
  category: 'Planning',
  imageUrl: '/images/blog/balancing-internship-applications-with-classes.svg',
  slug: 'balancing-internship-applications-with-classes',
  metaDescription:
    'How to balance internship applications with classes: learn your recruiting calendar, prepare early, track every application and plan around your exam weeks.',
  author: 'Daniel Okafor',
  content: `
<p>For many students, especially in fields like computer science, engineering, business and finance, internship recruiting runs right alongside the academic year. Applications for next summer can open while this semester is just getting started, interviews land in the middle of midterms, and online assessments arrive with a few days' notice. Treating the search as "something I'll do when I have time" usually means it does not happen, or it happens at the expense of your grades.</p>
<p>The fix is to treat your internship search like an extra course, with its own schedule, study blocks and deadlines.</p>

<h2>Know your recruiting calendar</h2>
<p>Recruiting timelines vary a lot by industry and by company. In some fields, many applications open in late summer or early fall; in others, most hiring happens in spring, sometimes only weeks before the start date. Find out what is typical for your field:</p>
<ul>
<li>Ask your career center when employers in your area usually recruit</li>
<li>Ask students a year or two ahead of you in your major</li>
<li>Note the dates of career fairs on your campus</li>
<li>Keep track of when postings opened last year at companies you care about</li>
</ul>
<p>Put career fairs, information sessions and known application windows on the same calendar as your courses. The search competes with your classes for the same hours, so it needs to be visible in the same place.</p>

<h2>Prepare before the semester starts</h2>
<p>The most time-consuming parts of applying can be done before classes get busy:</p>
<ul>
<li><strong>Resume:</strong> update it, get feedback from your career center and keep a master version you can tailor quickly.</li>
<li><strong>Online profiles:</strong> make sure your professional profiles are current and match your resume.</li>
<li><strong>Story bank:</strong> write short notes on four to six experiences you can draw on for behavioral questions, such as a project, a setback, a team conflict and a time you took the lead.</li>
<li><strong>Technical prep:</strong> if your field uses technical interviews, start practicing over the summer, a little each day, rather than cramming in October.</li>
<li><strong>Cover letter:</strong> a base version you can adapt for each company.</li>
</ul>
<p>Every hour you spend on this in August is an hour you do not have to find during midterms.</p>

<h2>Keep a tracker</h2>
<p>Once you are applying to more than a handful of roles, you need a tracker. A simple spreadsheet works well, with columns for:</p>
<ul>
<li>Company and role</li>
<li>Date the posting opened and the application deadline</li>
<li>Date you applied</li>
<li>Status: applied, assessment, interview, offer or rejected</li>
<li>Next step and its due date</li>
<li>Contacts and notes</li>
</ul>
<p>Any dated next step, like an online assessment due Friday or an interview on Tuesday, also goes on your calendar. The tracker holds the detail; the calendar makes sure you see it in time.</p>

<h2>Schedule applications like coursework</h2>
<p>Block regular, fixed time each week for the search, such as two 90-minute sessions, and treat them like a class. Give each session a clear goal: "submit three applications" or "two practice problems and one mock interview". Consistent small sessions beat occasional marathons, and they stop the search from hanging over your whole week.</p>
<p>Where it matters, prioritize quality over quantity. A tailored application for a role you really want is often worth more than several rushed, generic ones.</p>

<h2>Plan around your academic crunch weeks</h2>
<p>Look at your semester calendar and find your heaviest academic weeks: midterms, big project deadlines and finals. Then:</p>
<ul>
<li>Do more application work in the lighter weeks before them</li>
<li>Skip optional recruiting events during exam weeks when you have a choice</li>
<li>When a recruiter offers interview slots, pick ones that do not fall right before an exam</li>
</ul>
<p>Recruiters work with students all the time. It is generally fine to say, "I have an exam that morning. Would Thursday or Friday work instead?" Most will accommodate a reasonable request if you ask early and politely.</p>

<h2>Handle online assessments well</h2>
<p>Many companies send online assessments with a window of a few days to a week. When one arrives, put it on your calendar immediately and schedule a specific time to take it, ideally when you are rested and not right after a late night of studying. Do not leave it to the last hour, when a technical glitch could make you miss it.</p>

<h2>Protect your grades</h2>
<p>It is tempting to let coursework slide during recruiting season, but grades still matter, both for some applications and for your own learning. A few guardrails:</p>
<ul>
<li>Never skip an exam or a major deadline for an optional recruiting event</li>
<li>If an interview truly conflicts with a class, check the attendance policy and tell your instructor in advance</li>
<li>Keep up your weekly review so that courses do not slip unnoticed</li>
</ul>

<h2>Look after your morale</h2>
<p>Rejections and silence are a normal part of the process, and they can sting when they arrive during an already busy semester. Keep perspective: outcomes depend on many factors outside your control. Focus on what you can control, such as steady applications, preparation and follow-up, and lean on your career center, friends and classmates going through the same thing.</p>

<h2>A sample week in October</h2>
<ul>
<li>Monday: classes, then 7 to 8:30 pm applications (three tailored submissions)</li>
<li>Tuesday: classes and CS 2110 homework</li>
<li>Wednesday: classes, then the career fair from 4 to 5 pm</li>
<li>Thursday: classes, then 7 to 8:30 pm technical practice</li>
<li>Friday: online assessment at 10 am (due Saturday)</li>
<li>Sunday: weekly review of courses and the tracker</li>
</ul>
<p>Balancing both starts with seeing both. When your course deadlines are already on your calendar, and Syl can put every deadline, quiz and exam from your syllabi there for you, it is much easier to fit recruiting into the gaps instead of into your exam weeks.</p>
`,
};
