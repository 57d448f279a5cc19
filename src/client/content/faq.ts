import { SUPPORT_EMAIL } from '../lib/site';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The six questions of the home page FAQ. */
export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: 'How does Syl work?',
    answer:
      'After checkout you upload your syllabi, or choose to get a private upload link by email. We pull every assignment, quiz, exam and project date out of them, a member of our team checks each one against the original document, and you get a personal dashboard with your calendar, a to-do list and semester insights, ready to sync with Google Calendar.',
  },
  {
    question: 'Which file formats can I upload?',
    answer:
      'PDF, DOCX and TXT syllabi all work, and most students simply upload the PDF their professor posted. If a course only has its schedule on a web page, save or print that page as a PDF and upload it like any other syllabus.',
  },
  {
    question: 'How long does it take to get my dashboard?',
    answer:
      'Most dashboards are ready within 2-4 hours of receiving your syllabi, and every one is delivered within 24 hours. We email you the moment yours is ready.',
  },
  {
    question: 'Does it sync with Google Calendar?',
    answer:
      'Yes. One click adds all of your deadlines to Google Calendar, color-coded by course, so they appear on your phone, laptop and watch alongside everything else you have planned.',
  },
  {
    question: 'Is my information secure?',
    answer:
      'Your files travel and rest under 256-bit encryption, we follow FERPA guidelines for student records, and your syllabus files are deleted once your dashboard has been delivered. Payments are handled by our card processor; we never see or store your card number.',
  },
  {
    question: "What if I'm not satisfied?",
    answer: `Every purchase comes with a 30-day money-back guarantee. If Syl is not right for you, email ${SUPPORT_EMAIL} and we will give you a full refund, no questions asked.`,
  },
];
