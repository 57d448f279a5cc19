import type { BlogArticle } from '../types';

export const article: BlogArticle = {
  id: 4,
  title: 'How to Put Every Deadline in Google Calendar (and Actually Use It)',
  excerpt:
    'A calendar full of clearly named deadlines with sensible reminders is one of the simplest upgrades you can make to your semester. Here is how to set it up.',
  date: 'February 11, 2025',
  readTime: '4 min read',
  category: 'Technology',
  imageUrl: '/images/blog/syncing-deadlines-to-google-calendar.svg',
  slug: 'syncing-deadlines-to-google-calendar',
  metaDescription:
    'Set up Google Calendar for coursework: a dedicated deadlines calendar, clear event names, useful reminders and the difference between importing and subscribing.',
  author: 'Jordan Ellis',
  content: `
<p>A deadline you cannot see is a deadline you will eventually miss. Most students already check their phone calendar several times a day for classes and plans, so putting every assignment, quiz and exam in the same place is the simplest way to keep deadlines visible. Google Calendar is a popular choice because it is free, works on every device, and many universities already give students a Google account.</p>
<p>Here is how to set it up so that it helps instead of adding noise.</p>

<h2>Create a dedicated calendar for coursework</h2>
<p>Google Calendar lets you keep several calendars inside one account, each with its own color and its own on/off toggle. On the desktop site, find "Other calendars" in the left sidebar, click the plus sign and choose "Create new calendar". Call it something like "Spring 2025 Deadlines".</p>
<p>Keeping it separate from your main calendar means you can:</p>
<ul>
<li>Toggle it on or off to see just your coursework or just the rest of your life</li>
<li>Give it its own default notifications</li>
<li>Hide or delete it at the end of the semester without touching anything else</li>
<li>Share it with a study partner if you want to</li>
</ul>
<p>Some students go further and create one calendar per course. That gives every course its own color automatically, which makes a busy week easy to read at a glance. With five courses, it is worth the extra minute of setup.</p>

<h2>Name events so they are useful at a glance</h2>
<p>On a phone screen you often see only the first few words of an event, so put the most important information first:</p>
<ul>
<li><strong>Good:</strong> "CS 1331 HW4 due (5%)"</li>
<li><strong>Good:</strong> "MATH 1554 Midterm 2 (20%), Room 101"</li>
<li><strong>Less useful:</strong> "Homework" or "EXAM!!"</li>
</ul>
<p>The course code tells you which class, the item tells you what, and the weight tells you how much to care. Use the description field for details such as the submission page, allowed materials or the chapters covered.</p>

<h2>All-day events or timed events?</h2>
<p>Exams and deadlines behave differently, so represent them differently.</p>
<p><strong>Exams, quizzes and presentations</strong> happen at a specific time and place. Make them timed events so they block your schedule and appear next to your classes.</p>
<p><strong>Assignment deadlines</strong> usually fall at a time like 11:59 pm. You can make them short timed events at the due time, or all-day events with the time in the title ("due 11:59 pm"). All-day events sit at the top of the day without cluttering the timeline, which many people prefer. Pick one convention and stick to it.</p>

<h2>Set notifications that actually help</h2>
<p>A reminder at the moment something is due is useless, because by then it is too late to do the work. In each calendar's settings you can set separate default notifications for timed events and for all-day events. A setup that works for many students:</p>
<ul>
<li><strong>Assignments:</strong> one notification the morning before the due date</li>
<li><strong>Exams:</strong> one notification a week before (time to start reviewing) and one the evening before</li>
<li><strong>Quizzes:</strong> one notification the evening before</li>
</ul>
<p>Do not overdo it. If your phone buzzes fifteen times a day, you will start swiping notifications away without reading them, and the important ones get lost with the rest.</p>

<h2>Importing versus subscribing</h2>
<p>If your deadlines come from another system, such as your learning management system or a planning tool, you usually have two ways to get them into Google Calendar.</p>
<p><strong>Importing a file</strong>, usually an .ics file, copies the events into one of your calendars once. On the desktop site this lives under Settings, then "Import &amp; export". It is simple and you can edit the imported events freely, but later changes at the source will not appear automatically.</p>
<p><strong>Subscribing by URL</strong> adds a calendar that stays linked to its source, so when an event changes there, the change eventually shows up for you. The catch is that Google refreshes subscribed calendars on its own schedule, so updates can take hours to appear. For a deadline that moved from Friday to Wednesday, that delay matters, so keep reading course announcements too.</p>

<h2>Make it visible on your phone</h2>
<p>Install the Google Calendar app, make sure your new calendars are switched on and syncing, and add a calendar widget to your home screen if your phone supports it. The goal is to see what is due without opening anything. For deadlines, many students find the "Schedule" view, which lists upcoming events in order, more useful than a month grid.</p>

<h2>Keep it accurate all semester</h2>
<p>The calendar is only as good as its data. When an instructor moves a deadline, update the event right away. When a new assignment appears on the course site, add it then. A good habit is a quick weekly check: compare the next two weeks of your calendar against each course's announcements and schedule page.</p>
<p>At the end of the semester, hide or delete the coursework calendar and create a fresh one for next term. Starting clean makes next semester's setup much easier.</p>

<h2>Common mistakes to avoid</h2>
<ul>
<li><strong>The wrong time zone.</strong> If you travel or take an online course run from another region, check which time zone each deadline uses.</li>
<li><strong>Adding only exams.</strong> Small weekly items add up, and they are the ones most often forgotten.</li>
<li><strong>Duplicates.</strong> Importing the same file twice creates two copies of everything. If that happens, it is often easiest to delete that calendar and import again into a new one.</li>
<li><strong>Only looking at today.</strong> Look at the whole week every Sunday, and at least two weeks ahead.</li>
</ul>
<p>Typing a whole semester of deadlines in by hand takes a while. Syl can do that part for you: send your syllabi and you get a calendar with every deadline, quiz and exam, checked by a human, that syncs with Google Calendar. However the events get there, the setup above will help you get the most out of them.</p>
`,
};
