import { useEffect, useState } from 'react';
import { nextSlide, SLIDE_INTERVAL_MS } from './carousel';

export interface CarouselSlide {
  src: string;
  width: number;
  height: number;
  alt: string;
}

interface CrossfadeCarouselProps {
  /** Accessible name of the carousel, e.g. "Syl through the fall semester". */
  label: string;
  /** Slides of equal size; the first one sets the frame's proportions. */
  slides: readonly CarouselSlide[];
}

/**
 * Illustrations stacked in one frame, the active one faded in over the others (0.8 s opacity
 * transition, none for visitors who prefer reduced motion). It always starts on the first slide so
 * the prerendered HTML and the first client render agree, moves on every SLIDE_INTERVAL_MS (4 s) and
 * holds still while paused or while keyboard focus is on its controls.
 */
export function CrossfadeCarousel({ label, slides }: CrossfadeCarouselProps) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !paused && !focused && slides.length > 1;

  // A timeout per slide (rather than an interval) restarts the count when a visitor picks a slide.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((index) => nextSlide(index, slides.length)), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, rotating, slides.length]);

  const first = slides[0];
  if (!first) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto w-full max-w-lg"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="relative" style={{ aspectRatio: `${first.width} / ${first.height}` }} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== active}
            data-active={index === active}
            className={`absolute inset-0 transition-opacity duration-800 ease-in-out motion-reduce:transition-none ${index === active ? 'opacity-100' : 'opacity-0'}`}
          >
            <img
              src={slide.src}
              width={slide.width}
              height={slide.height}
              alt={slide.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className="h-full w-full object-contain"
            />
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="mt-4 flex items-center justify-center gap-1">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              aria-label={`Show slide ${index + 1}: ${slide.alt}`}
              aria-current={index === active}
              onClick={() => setActive(index)}
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`h-2.5 rounded-full transition-all motion-reduce:transition-none ${index === active ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
              />
            </button>
          ))}
          <button
            type="button"
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setPaused((value) => !value)}
            className="ml-2 inline-flex h-8 w-8 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
              {paused ? <path d="M4.5 2.8v10.4a.6.6 0 00.9.5l8.2-5.2a.6.6 0 000-1L5.4 2.3a.6.6 0 00-.9.5z" /> : <path d="M4 2.5h2.5v11H4zm5.5 0H12v11H9.5z" />}
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
