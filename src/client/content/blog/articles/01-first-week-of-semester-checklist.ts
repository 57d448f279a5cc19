import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 1,
  title: 'The First Week of the Semester: A Checklist for College Students',
  excerpt:
    'The first week sets up the next fifteen. Here is what to do before, during and right after your first classes so nothing catches you off guard later.',
  date: 'January 7, 2025',
  readTime: '5 min read',
  category: 'Organization',
  imageUrl: '/images/blog/first-week-of-semester-checklist.svg',
  slug: 'first-week-of-semester-checklist',
  metaDescription:
    'A practical first-week checklist for college students: confirm your schedule, collect syllabi, calendar every deadline and set up habits that last all term.',
  author: 'Priya Raman',
  content: `
<p>The first week of the semester feels light. Lectures are introductions, nobody has assigned much yet, and it is tempting to coast. But the decisions you make and the systems you set up in these seven days shape the next fifteen weeks. A few hours of setup now saves you from scrambling in October or March.</p>
<p>Here is a practical checklist, organized roughly in the order you will want to tackle it.</p>

<h2>Before the first class</h2>
<h3>Confirm your schedule and rooms</h3>
<p>Check your registration one more time. Make sure every course, lab and recitation section is what you expect, and look up where each one meets. If a building is on the other side of campus, time the walk. A ten-minute gap between classes at opposite ends of campus is a real problem, and it is better to discover it now than on Monday morning.</p>
<h3>Log in to every course site</h3>
<p>Open your learning management system and make sure each course appears. Some instructors use separate platforms for homework, discussion forums or online quizzes. Make a short list of every platform and account you will need, and log in to each one before the first assignment is due, not the night it is due.</p>

<h2>During the first few days</h2>
<h3>Download every syllabus</h3>
<p>Save each syllabus to one folder, named something like "Spring 2025 syllabi". If an instructor hands out paper copies, take a photo or scan them. Also look for a separate course schedule page, which is often more detailed and more up to date than the syllabus itself.</p>
<h3>Pull out every deadline</h3>
<p>This is the single most valuable thing you can do in week one. Go through each syllabus and put every exam, quiz, assignment and project milestone on your calendar. Include the weight of each item so you can see what matters most. Pay special attention to:</p>
<ul>
<li>Evening or weekend exams that fall outside normal class time</li>
<li>Recurring deadlines like weekly problem sets or reading quizzes</li>
<li>Items listed by week number ("Week 9") rather than by date</li>
</ul>
<h3>Note the key policies</h3>
<p>For each course, jot down the late policy, the attendance rules and whether any scores are dropped. These details change how you should handle a rough week later on, so keep them somewhere you can find them in thirty seconds.</p>

<h2>By the end of the week</h2>
<h3>Check the registrar's deadlines</h3>
<p>Find the add/drop deadline, the last day to withdraw with a W, and the pass/fail (or credit/no credit) deadline if your school offers one. Put all three on your calendar. If a course feels wrong in week one, you want to know exactly how long you have to switch.</p>
<h3>Get only the materials you actually need</h3>
<p>Wait for the first lecture before buying expensive books. Instructors often say which editions are acceptable, whether a library copy will do, or whether the textbook is optional. Do get access codes for online homework systems quickly, though, since the first assignment is often due in week one or two.</p>
<h3>Report conflicts and accommodations early</h3>
<p>If you have a disability accommodation, send your letters to instructors now. If you know about a conflict with an exam date, such as a religious observance, an athletic competition or an overlapping exam, most syllabi ask you to report it in the first two weeks. Doing it early makes the conversation easy.</p>
<h3>Write down office hours</h3>
<p>Add office hours for each instructor and TA to your calendar as recurring events. You do not have to go yet, but knowing when they are means you will actually use them when you get stuck on the third problem set.</p>

<h2>Set up your weekly rhythm</h2>
<h3>Sketch a typical week</h3>
<p>Look at your class schedule and block out regular study time. A common guideline is two to three hours outside class for every hour in class, though it varies a lot by course. Put recurring blocks on your calendar, like "CS 1331 homework" on Tuesday and Thursday afternoons. Include work shifts, club meetings, meals and exercise so the plan is realistic.</p>
<h3>Choose one place for tasks</h3>
<p>Decide where your to-do list lives: an app, a paper planner or a notes file. It matters much less which one you pick than that there is exactly one. Tasks scattered across sticky notes, texts to yourself and three different apps get lost.</p>
<h3>Schedule a weekly review</h3>
<p>Put a 20-minute recurring event on Sunday evening: look at the next two weeks, update your to-do list and check for anything you have forgotten. This small habit keeps the whole system working long after the first-week energy fades.</p>

<h2>The social side</h2>
<p>Week one is the easiest time to meet people in your classes, because everyone is new and nobody has formed groups yet. Introduce yourself to the people sitting near you, swap contacts with one or two classmates per course, and find out whether there is a course group chat or study group. When you miss a lecture in week eight, you will be glad you did.</p>

<h2>The checklist at a glance</h2>
<ol>
<li>Confirm your schedule, rooms and walking times</li>
<li>Log in to every course platform</li>
<li>Download all syllabi and course schedules</li>
<li>Put every deadline on one calendar, with its weight</li>
<li>Note the late, attendance and drop policies</li>
<li>Add the registrar's deadlines</li>
<li>Buy only the materials you need, and get access codes early</li>
<li>Send accommodation letters and report exam conflicts</li>
<li>Add office hours to your calendar</li>
<li>Block regular study time and set up a weekly review</li>
<li>Meet at least one classmate per course</li>
</ol>
<p>Of everything on this list, pulling the deadlines out of your syllabi takes the longest. If you would rather hand that step off, Syl turns your syllabi into a dashboard and calendar with every deadline, quiz and exam, checked by a person on our team and usually ready within a few hours. However you do it, getting everything into one place during week one is what makes the rest of the semester manageable.</p>
`,
};
