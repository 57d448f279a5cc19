import type { Testimonial } from '../../content/testimonials';
import { CheckIcon, StarRating } from './icons';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={testimonial.rating} />
        {testimonial.verified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <CheckIcon className="h-3.5 w-3.5" />
            Verified student
          </span>
        )}
      </div>
      <blockquote className="mt-5 flex-1 text-base leading-7 text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
        <img src={testimonial.profilePicture} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-full" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">{testimonial.role}</p>
        </div>
      </figcaption>
      <div className="mt-4 flex items-center justify-between gap-3">
        <img src={testimonial.universityLogo} alt={testimonial.university} width={150} height={40} loading="lazy" className="h-10 w-[150px]" />
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{testimonial.semester}</span>
      </div>
    </figure>
  );
}
