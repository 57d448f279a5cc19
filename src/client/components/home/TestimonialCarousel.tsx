import { useEffect, useState } from 'react';
import type { Testimonial } from '../../content/testimonials';
import { perViewForWidth, stepIndex, visibleIndices, WIDE_PER_VIEW } from '../../lib/carousel';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { SectionHeading } from './SectionHeading';
import { TestimonialCard } from './TestimonialCard';

const controlButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700';

/**
 * Cards per view follow the window width. Before hydration the width is unknown, so three cards are
 * rendered and CSS hides the second and third below 768 px: the first paint is already right.
 */
function usePerView(): number | null {
  const [perView, setPerView] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setPerView(perViewForWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return perView;
}

export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [start, setStart] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const perView = usePerView();
  const total = testimonials.length;
  const shown = visibleIndices(start, perView ?? WIDE_PER_VIEW, total);

  const step = (by: number) => {
    setStart((current) => stepIndex(current, by, total));
    setAnnounce(true);
  };

  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="testimonials-title" eyebrow="Student stories" title="Loved by busy students">
        Reviews from verified Syl students at universities across the country.
      </SectionHeading>
      <div role="group" aria-roledescription="carousel" aria-label="Student testimonials" className="mt-12">
        <div className="grid gap-6 md:grid-cols-3">
          {shown.map((index, position) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
              className={position === 0 ? 'flex' : 'hidden md:flex'}
              data-testid="testimonial-slide"
            >
              <TestimonialCard testimonial={testimonials[index]!} />
            </div>
          ))}
        </div>
        <div className={`mt-8 flex items-center justify-center gap-5 ${total <= WIDE_PER_VIEW ? 'md:hidden' : ''}`}>
          <button type="button" className={controlButton} aria-label="Previous testimonial" onClick={() => step(-1)}>
            <ArrowLeftIcon />
          </button>
          <div aria-hidden="true" className="flex gap-2">
            {testimonials.map((testimonial, index) => (
              <span key={testimonial.name} className={`h-2 rounded-full transition-all ${index === start ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300'}`} />
            ))}
          </div>
          <button type="button" className={controlButton} aria-label="Next testimonial" onClick={() => step(1)}>
            <ArrowRightIcon />
          </button>
        </div>
        <p aria-live="polite" className="sr-only">
          {announce && perView ? describeView(shown, total) : ''}
        </p>
      </div>
    </section>
  );
}

function describeView(shown: number[], total: number): string {
  const names = shown.map((index) => index + 1).join(', ');
  return `Showing testimonial${shown.length > 1 ? 's' : ''} ${names} of ${total}`;
}
