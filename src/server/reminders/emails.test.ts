import { describe, expect, it } from 'vitest';
import { examEmail, weekAhead, weeklyEmail, type ReminderItem } from './emails.js';

const item = (title: string, date: string, more: Partial<ReminderItem> = {}): ReminderItem => ({ title, type: 'assignment', course: 'CS 1331', date, endDate: null, time: null, courseTimeZone: 'America/New_York', done: false, ...more });

const to = {
  orderId: 'ord_1',
  email: 'sam@uni.edu',
  name: 'Sam Ortiz',
  timeZone: 'America/New_York',
  sealedDashboardLink: null,
  unsubscribePage: 'https://syl.example/reminders/unsubscribe/t',
  unsubscribeEndpoint: 'https://syl.example/api/reminders/unsubscribe/t',
};

describe('the week ahead', () => {
  it('lists Monday to Sunday after the email by due day, timed items in time order first; a window is due on its last day; Done items are left out', () => {
    const items = [
      item('Essay', '2026-11-03'),
      item('Quiz 4', '2026-11-03', { type: 'quiz', time: '09:30' }),
      item('Lab 2', '2026-11-03', { time: '08:00', course: 'CHEM 1211' }),
      item('Take-home exam', '2026-10-30', { type: 'exam', endDate: '2026-11-02' }),
      item('Reading', '2026-11-04', { done: true }),
      item('Last Sunday', '2026-11-01'),
      item('Next week', '2026-11-09'),
      item('Final Sunday', '2026-11-08'),
    ];
    expect(weekAhead(items, '2026-11-01').map(({ day, items: due }) => [day, due.map((one) => one.title)])).toEqual([
      ['2026-11-02', ['Take-home exam']],
      ['2026-11-03', ['Lab 2', 'Quiz 4', 'Essay']],
      ['2026-11-08', ['Final Sunday']],
    ]);
  });

  it("gives times in the student's zone, naming the course's time when it differs, and says where to find the dashboard when its link cannot be opened", () => {
    const days = weekAhead([item('Problem Set 6', '2026-11-03', { time: '23:59', courseTimeZone: 'America/Chicago' }), item('Window', '2026-10-30', { endDate: '2026-11-04' })], '2026-11-01');
    const email = weeklyEmail(to, 'weekly:1:2026-11-01', '2026-11-01', days);
    expect(email.subject).toBe('Your week ahead: 2 things due (Nov 2 – Nov 8)');
    expect(email.text).toContain("Tuesday, Nov 3\n  • CS 1331 · Problem Set 6 (Assignment), Wed, Nov 4, 12:59 AM EST (Tue, Nov 3, 11:59 PM CST in the course's zone)\n\nWednesday, Nov 4\n  • CS 1331 · Window (Assignment), open from Fri, Oct 30");
    expect(email.text).toContain('Open your dashboard with the link in your "Your Syl dashboard is ready" email.');
    expect(email).not.toHaveProperty('sealedLink');
  });
});

describe('the exam reminder', () => {
  it("gives the exam's time in the student's zone, and the course's time beside it", () => {
    const exam = item('Midterm 1', '2026-12-03', { type: 'exam', time: '10:00', course: 'BIO 101' });
    const email = examEmail({ ...to, timeZone: 'America/Los_Angeles' }, 'exam:1:9:2026-12-03', exam, new Date('2026-11-30T18:00:00Z'));
    expect(email.subject).toBe('Exam in 3 days: Midterm 1 (BIO 101) on Thu, Dec 3');
    expect(email.text).toContain("Midterm 1 for BIO 101 is in 3 days: Thursday, Dec 3 at 7:00 AM PST (10:00 AM EST in the course's zone).");
    expect(examEmail(to, 'exam:1:9:2026-12-03', exam, new Date('2026-11-30T18:00:00Z')).text).toContain('Thursday, Dec 3 at 10:00 AM.');
  });
});
