import { UNIVERSITIES } from './universities';

/** A student's review (SPEC §3 Testimonial). */
export interface Testimonial {
  name: string;
  /** Year and major, e.g. "Junior, Computer Science". */
  role: string;
  university: string;
  universityLogo: string;
  profilePicture: string;
  content: string;
  rating: 5;
  verified: true;
  semester: string;
}

/** The logo row and the reviews share one list of schools, so a logo path is never typed twice. */
function logoOf(university: string): string {
  const match = UNIVERSITIES.find((entry) => entry.name === university);
  if (!match) throw new Error(`No logo for ${university}`);
  return match.logoUrl;
}

function testimonial(slug: string, name: string, role: string, university: string, semester: string, content: string): Testimonial {
  return {
    name,
    role,
    university,
    universityLogo: logoOf(university),
    profilePicture: `/images/testimonials/${slug}.svg`,
    content,
    rating: 5,
    verified: true,
    semester,
  };
}

/** The seven reviews of the home page. */
export const HOME_TESTIMONIALS: readonly Testimonial[] = [
  testimonial(
    'maya-thompson',
    'Maya Thompson',
    'Sophomore, Biology',
    'Georgia Tech',
    'Fall 2024',
    'I used to keep five syllabi open in five tabs and still missed a lab report in week three. Syl put every due date on one calendar, and I have not been surprised by a deadline since.',
  ),
  testimonial(
    'jordan-alvarez',
    'Jordan Alvarez',
    'Junior, Computer Science',
    'UT Austin',
    'Spring 2024',
    'The Google Calendar sync is the part I did not know I needed. My problem sets, quizzes and exams show up on my phone next to work shifts, so I can actually see where a heavy week is coming.',
  ),
  testimonial(
    'priya-natarajan',
    'Priya Natarajan',
    'Senior, Economics',
    'University of Michigan',
    'Fall 2024',
    'Someone clearly read my syllabi carefully: they even caught a quiz my professor only mentioned in a footnote. For the price of a textbook chapter, it saved me a whole weekend of setup.',
  ),
  testimonial(
    'marcus-bell',
    'Marcus Bell',
    'Freshman, Mechanical Engineering',
    'Purdue University',
    'Fall 2024',
    'First semester, no idea how college pacing works. The insights showed me my busiest week a month ahead, so I started studying for two midterms early instead of cramming both in one night.',
  ),
  testimonial(
    'sofia-martinez',
    'Sofia Martinez',
    'Junior, Nursing',
    'University of Florida',
    'Spring 2024',
    'Clinicals plus four courses is a lot to juggle. The to-do list breaks everything into what is due this week, and checking things off on my phone between shifts keeps me sane.',
  ),
  testimonial(
    'ethan-park',
    'Ethan Park',
    'Sophomore, Business Administration',
    'Ohio State',
    'Fall 2024',
    'I sent my syllabi after dinner and my dashboard was in my inbox before I went to bed. Setting all of that up by hand would have taken me hours, and I would have made mistakes.',
  ),
  testimonial(
    'aaliyah-johnson',
    'Aaliyah Johnson',
    'Senior, Psychology',
    'UNC Chapel Hill',
    'Spring 2024',
    'Between my thesis, a research assistantship and grad school applications, I needed one place for everything. Syl became that place, and my stress level dropped noticeably.',
  ),
];

/** The three reviews of the campus landing page. */
export const LANDING_TESTIMONIALS: readonly Testimonial[] = [
  testimonial(
    'caleb-wright',
    'Caleb Wright',
    'Sophomore, Finance',
    'University of Georgia',
    'Fall 2024',
    'A friend in my accounting class showed me her dashboard and I signed up that night. Ten dollars to never dig through a syllabus PDF again was an easy call.',
  ),
  testimonial(
    'hannah-kim',
    'Hannah Kim',
    'Junior, Public Health',
    'UCLA',
    'Spring 2024',
    'Every exam date is color-coded by course in my calendar, so I plan my weeks around them instead of finding out the Sunday before. My grades this term show the difference.',
  ),
  testimonial(
    'diego-ramirez',
    'Diego Ramirez',
    'Freshman, Political Science',
    'New York University',
    'Fall 2024',
    'I was nervous about keeping up in my first semester away from home. Having every reading and paper laid out week by week made the transition so much calmer.',
  ),
];
