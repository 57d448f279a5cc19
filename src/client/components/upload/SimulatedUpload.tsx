import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DEMO_DASHBOARD_PATH } from '../../../shared/site';
import { DEMO_COURSES, DEMO_SUMMARY } from '../../content/demoDashboard';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { UPLOAD_STEPS, UploadStepper } from './UploadStepper';

/** After 'Choose Files' (step 1), the preview moves on by itself: step 2 at 0.8 s, complete at 1.6 s (SPEC §4). */
const AUTOMATIC_STEPS = [
  { step: 2, afterMs: 800 },
  { step: 3, afterMs: 1600 },
];
const COMPLETE = UPLOAD_STEPS.length - 1;

const SAMPLE_FILES = DEMO_COURSES.map((course) => `${course.code} Syllabus.pdf`);

/** The upload preview: no file is read or sent; it only shows what happens to a student's syllabi. */
export function SimulatedUpload() {
  const [step, setStep] = useState(0);
  const timers = useRef<number[]>([]);
  const statusHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  // The button that started it disappears, so keyboard and screen-reader users are taken to the new status.
  useEffect(() => {
    if (step > 0) statusHeading.current?.focus();
  }, [step]);

  const start = () => {
    setStep(1);
    timers.current = AUTOMATIC_STEPS.map(({ step: next, afterMs }) => window.setTimeout(() => setStep(next), afterMs));
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <UploadStepper current={step} />
      <div className="mt-8">
        {step === 0 && (
          <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
              </svg>
            </span>
            <h2 className="mt-4 text-lg font-bold text-slate-900">Drop your syllabi here</h2>
            <p className="mt-1 text-sm text-slate-600">PDF files, one per course</p>
            <button type="button" onClick={start} className={`${buttonPrimary} mt-6`}>
              Choose Files
            </button>
            <p className="mt-4 max-w-sm text-xs leading-relaxed text-slate-600">
              Preview only: no file is opened or sent. Choose Files plays the process with two sample syllabi.
            </p>
          </div>
        )}
        {step > 0 && step < COMPLETE && (
          <div className="flex flex-col items-center py-6 text-center" role="status">
            <span aria-hidden="true" className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
            <h2 ref={statusHeading} tabIndex={-1} className="mt-5 text-lg font-bold text-slate-900 outline-none">
              {step === 1 ? 'Reading your syllabi…' : 'Building your calendar…'}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {step === 1 ? 'Finding every due date, quiz and exam.' : `Placing ${DEMO_SUMMARY.events} deadlines on your June calendar.`}
            </p>
            <ul className="mt-5 w-full max-w-xs space-y-2 text-left">
              {SAMPLE_FILES.map((file) => (
                <li key={file} className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800">
                  <span aria-hidden="true" className="rounded bg-red-100 px-1.5 py-0.5 text-[10px] font-bold text-red-800">
                    PDF
                  </span>
                  {file}
                </li>
              ))}
            </ul>
          </div>
        )}
        {step === COMPLETE && (
          <div className="flex flex-col items-center py-4 text-center" role="status">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <svg aria-hidden="true" viewBox="0 0 20 20" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M5 10.5l3.2 3.2L15 7" />
              </svg>
            </span>
            <h2 ref={statusHeading} tabIndex={-1} className="mt-4 text-xl font-bold text-slate-900 outline-none">
              Your dashboard is ready
            </h2>
            <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">
              We found {DEMO_SUMMARY.events} deadlines across {DEMO_SUMMARY.classes} classes: {DEMO_SUMMARY.assignments} assignments and {DEMO_SUMMARY.exams} exams.
              With your real syllabi, a person on our team checks every date before the dashboard reaches you.
            </p>
            <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link href={DEMO_DASHBOARD_PATH} className={buttonPrimary}>
                View Your Dashboard
              </Link>
              <a href="/purchase" target="_blank" rel="noopener" className={buttonSecondary}>
                Get Syl for your classes
              </a>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
