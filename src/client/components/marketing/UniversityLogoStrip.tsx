import { useEffect, useRef, useState } from 'react';
import { UNIVERSITIES, type University } from '../../content/universities';

/** A row of university logos scrolling sideways; it stands still for visitors who prefer less motion. */
export function UniversityLogoStrip() {
  return (
    <section aria-label="Students from these universities use Syl" className="py-8">
      <p className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">Trusted by students at 100+ universities</p>
      <div className="logo-marquee relative mt-6 overflow-hidden">
        <div className="logo-marquee-track flex w-max gap-12">
          {/* The list appears twice so the loop has no gap; the copy is hidden from screen readers. */}
          {[false, true].map((duplicate) => (
            <ul key={String(duplicate)} className="flex shrink-0 items-center gap-12" aria-hidden={duplicate || undefined}>
              {UNIVERSITIES.map((university) => (
                <li key={university.name}>
                  <UniversityLogo university={university} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}

/** A logo that cannot load becomes a coloured circle with the university's initials. */
function UniversityLogo({ university }: { university: University }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An error before hydration fires no onError, so a prerendered image is checked once mounted.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span className="flex h-12 items-center gap-3" data-testid="university-fallback">
        <span
          className="flex h-11 w-11 items-center justify-center rounded-full text-xs font-bold text-white"
          style={{ backgroundColor: university.color }}
          aria-hidden="true"
        >
          {university.initials}
        </span>
        <span className="text-sm font-semibold text-slate-700">{university.name}</span>
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={university.logoUrl}
      alt={university.name}
      width={180}
      height={48}
      loading="lazy"
      decoding="async"
      className="h-12 w-[180px] opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
      onError={() => setFailed(true)}
    />
  );
}
