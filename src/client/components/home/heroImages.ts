/** The product images the home hero cycles through (SPEC §4: 3 images, 3000 ms each). */
export const HERO_ROTATION_MS = 3000;

export const HERO_IMAGES = [
  {
    src: '/images/home/hero-dashboard.svg',
    alt: 'A Syl dashboard showing 22 events, 4 exams and 18 assignments, the busiest weeks of the semester and the deadlines coming up next',
  },
  {
    src: '/images/home/hero-calendar.svg',
    alt: 'A month calendar holding every assignment, quiz and exam from five courses, exam days marked in red, synced to Google Calendar',
  },
  {
    src: '/images/home/hero-phone.svg',
    alt: "A phone showing this week's to-do list and a reminder for tomorrow's chemistry exam",
  },
];
