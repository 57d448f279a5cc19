import type { ApplicationPriority, InternshipStage, TodoStatus } from '../../shared/items';
import type { DashboardApplication, DashboardCourse, DashboardData, TodoEntry } from '../lib/dashboard/model';

/**
 * Sample data of the demo dashboard (/demo/3fa7d6): one student's June 2025, two classes.
 * Everything here is made up; the counts agree with DEMO_SUMMARY (checked in demoCalendar.test.ts).
 */

export const DEMO_YEAR = 2025;
/** June, 0-based as in Date. */
export const DEMO_MONTH = 5;
/** The sample's "today": the calendar marks it and the to-do list opens on its week. */
export const DEMO_TODAY = '2025-06-10';

export type AcademicEventType = 'Assignment' | 'Exam';

export interface AcademicEvent {
  id: string;
  course: string;
  type: AcademicEventType;
  name: string;
  /** As the dashboard prints it, e.g. "June 9, 2025". */
  date: string;
  /** Day of the month (June 2025). */
  day: number;
  status: 'pending';
  /** Exams are important: their days show in red. */
  important: boolean;
}

export const DEMO_COURSES = [
  { code: 'MATH 1554', title: 'Linear Algebra' },
  { code: 'CS 1331', title: 'Introduction to Object-Oriented Programming' },
] as const;

const MATH = DEMO_COURSES[0].code;
const CS = DEMO_COURSES[1].code;

function event(id: number, course: string, type: AcademicEventType, name: string, day: number): AcademicEvent {
  return { id: `evt-${id}`, course, type, name, date: `June ${day}, ${DEMO_YEAR}`, day, status: 'pending', important: type === 'Exam' };
}

export const DEMO_EVENTS: AcademicEvent[] = [
  event(1, CS, 'Assignment', 'HW1: Java Basics', 2),
  event(2, MATH, 'Assignment', 'WebWork 1.1–1.5', 3),
  event(3, MATH, 'Assignment', 'Studio Worksheet 1', 5),
  event(4, CS, 'Assignment', 'HW2: Objects and Classes', 6),
  event(5, MATH, 'Assignment', 'WebWork 1.7–1.9', 9),
  event(6, CS, 'Assignment', 'Recitation Lab 3', 9),
  event(7, MATH, 'Assignment', 'Studio Worksheet 2', 9),
  event(8, MATH, 'Exam', 'Midterm 1', 12),
  event(9, CS, 'Exam', 'Exam 1', 13),
  event(10, CS, 'Assignment', 'HW3: Inheritance', 13),
  event(11, MATH, 'Assignment', 'WebWork 2.1–2.3', 16),
  event(12, CS, 'Assignment', 'HW4: Polymorphism', 17),
  event(13, MATH, 'Assignment', 'Studio Worksheet 3', 18),
  event(14, MATH, 'Assignment', 'WebWork 2.4–2.9', 19),
  event(15, CS, 'Assignment', 'Recitation Lab 5', 20),
  event(16, MATH, 'Assignment', 'Studio Worksheet 4', 23),
  event(17, CS, 'Assignment', 'HW5: Exceptions', 23),
  event(18, CS, 'Assignment', 'HW6: JavaFX GUIs', 25),
  event(19, MATH, 'Exam', 'Midterm 2', 26),
  event(20, CS, 'Exam', 'Exam 2', 27),
  event(21, MATH, 'Assignment', 'WebWork 3.1–3.3', 30),
  event(22, CS, 'Assignment', 'HW7: Recursion', 30),
];

/** The summary cards, exactly as the product specifies them. */
export const DEMO_SUMMARY = {
  events: 22,
  classes: 2,
  exams: 4,
  quizzes: 0,
  assignments: 18,
  applications: 8,
  completionRate: 85,
  onTimeSubmissions: 92,
} as const;

/** Lectures scheduled this term, from the two syllabi's class meetings. */
export const DEMO_LECTURE_COUNT = 46;

/** ISO date of a day of the sample month (or of another month of the sample year). */
export const isoDate = (day: number, month = DEMO_MONTH + 1) => `${DEMO_YEAR}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Work due before the sample's today is done; what is due in the next two days is under way. */
const IN_PROGRESS_UNTIL = '2025-06-12';
function statusOn(date: string): TodoStatus {
  if (date < DEMO_TODAY) return 'Done';
  return date <= IN_PROGRESS_UNTIL ? 'In Progress' : 'Not Started';
}

/** The sample student's courses, as a published dashboard names and colours them. */
const SAMPLE_COURSES: DashboardCourse[] = DEMO_COURSES.map((course, index) => ({ id: index + 1, name: course.code, colour: index === 0 ? '#2563eb' : '#059669', timeZone: 'America/New_York', term: 'Summer 2025' }));
const sampleCourse = (code: string) => SAMPLE_COURSES.find((course) => course.name === code)!;

export type ApplicationStatus = 'applied' | 'under_review' | 'interview_scheduled' | 'final_round' | 'offer_received' | 'rejected';

export interface InternshipApplication {
  id: string;
  company: string;
  position: string;
  stage: InternshipStage;
  priority: ApplicationPriority;
  location: string;
  /** Date applied (ISO). */
  applied: string;
  status: ApplicationStatus;
  /** Pay per month, as printed. */
  salary: string;
}

export const DEMO_APPLICATIONS: InternshipApplication[] = [
  { id: 'app-1', company: 'Northwind Analytics', position: 'Data Science Intern', stage: 'Applied', priority: 'Medium', location: 'Atlanta, GA', applied: '2025-06-06', status: 'applied', salary: '$6,200/month' },
  { id: 'app-2', company: 'Harborline Logistics', position: 'Software Engineering Intern', stage: 'Applied', priority: 'Low', location: 'Savannah, GA', applied: '2025-06-09', status: 'applied', salary: '$5,400/month' },
  { id: 'app-3', company: 'Brightpath Robotics', position: 'Embedded Software Intern', stage: 'Under Review', priority: 'High', location: 'Pittsburgh, PA', applied: '2025-05-28', status: 'under_review', salary: '$7,000/month' },
  { id: 'app-4', company: 'Cedar & Finch Bank', position: 'Quantitative Analyst Intern', stage: 'Under Review', priority: 'Medium', location: 'Charlotte, NC', applied: '2025-05-30', status: 'under_review', salary: '$7,600/month' },
  { id: 'app-5', company: 'Lumen Health', position: 'Full-Stack Developer Intern', stage: 'Interview', priority: 'High', location: 'Remote', applied: '2025-05-20', status: 'interview_scheduled', salary: '$6,800/month' },
  { id: 'app-6', company: 'Skyforge Games', position: 'Gameplay Programmer Intern', stage: 'Final Round', priority: 'High', location: 'Austin, TX', applied: '2025-05-12', status: 'final_round', salary: '$7,200/month' },
  { id: 'app-7', company: 'Greenleaf Energy', position: 'Software Intern, Grid Systems', stage: 'Offer', priority: 'Medium', location: 'Atlanta, GA', applied: '2025-05-05', status: 'offer_received', salary: '$6,500/month' },
  { id: 'app-8', company: 'Orbit Commerce', position: 'Mobile Engineering Intern', stage: 'Rejected', priority: 'Low', location: 'Seattle, WA', applied: '2025-05-02', status: 'rejected', salary: '$8,100/month' },
];

/** A sample application as the tracker holds it: the sample's have no next step, so its calendar stays all syllabus. */
function dashboardApplication(application: InternshipApplication, index: number): DashboardApplication {
  const { company, position, stage, priority, location, applied, salary } = application;
  return { id: index + 1, company, position, stage, priority, location, appliedOn: applied, salary, nextStep: '', nextStepDate: null, notes: '', example: false, version: 1 };
}

/** The sample as the dashboard components take it: the same shape a student's published dashboard has. */
export const DEMO_DASHBOARD: DashboardData = {
  firstName: null,
  term: 'Summer 2025',
  updatedAt: '2025-05-28T14:00:00.000Z',
  feedUrl: null,
  courses: SAMPLE_COURSES,
  items: DEMO_EVENTS.map((event, index) => ({
    id: index + 1,
    courseId: sampleCourse(event.course).id,
    title: event.name,
    type: event.type === 'Exam' ? 'exam' : 'assignment',
    date: isoDate(event.day),
    endDate: null,
    time: null,
    status: statusOn(isoDate(event.day)),
    doneAt: null,
    report: null,
  })),
  applications: DEMO_APPLICATIONS.map(dashboardApplication),
  // The sample has no Notes view: notes are saved on the server, per student.
  ownItems: [],
  notes: [],
};

/** Study tasks the student added on top of the syllabus deadlines: on the to-do list, not the calendar. */
const STUDY_TASKS = [
  { course: CS, type: 'Reading', name: 'Read chapters 1–2', date: isoDate(1) },
  { course: MATH, type: 'Study', name: 'Review row reduction notes', date: isoDate(4) },
  { course: MATH, type: 'Study', name: 'Midterm 1 practice exam', date: isoDate(15) },
  { course: CS, type: 'Reading', name: 'Read chapter 9: Interfaces', date: isoDate(22) },
  { course: CS, type: 'Study', name: 'Exam 1 corrections', date: isoDate(29) },
  { course: MATH, type: 'Study', name: 'Plan July study schedule', date: isoDate(29) },
  { course: MATH, type: 'Reading', name: 'Read section 3.4: Determinants', date: isoDate(1, 7) },
  { course: CS, type: 'Assignment', name: 'HW8: Generics (posted)', date: isoDate(3, 7) },
];

export const DEMO_STUDY_TASKS: TodoEntry[] = STUDY_TASKS.map((task, index) => ({
  key: `task-${index + 1}`,
  item: null,
  course: sampleCourse(task.course),
  typeLabel: task.type,
  title: task.name,
  date: task.date,
  status: statusOn(task.date),
}));
