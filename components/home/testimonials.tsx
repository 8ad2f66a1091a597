import type { HomeTexts } from "@/lib/i18n/messages/en/home-texts";
import type { Testimonial } from "@/lib/i18n/records/testimonials";
import { fill } from "@/lib/i18n/fill";
import { StarRating } from "./star-rating";
import { TestimonialCarousel } from "./testimonial-carousel.client";

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);
}

type TestimonialTexts = HomeTexts["testimonials"];

function TestimonialSlide({ testimonial, rated }: { testimonial: Testimonial; rated: string }) {
  return (
    <figure className="mx-auto flex max-w-3xl flex-col items-center text-center">
      <StarRating rating={testimonial.rating} label={fill(rated, { rating: testimonial.rating })} />
      <blockquote className="mt-6 text-lg leading-relaxed text-slate-800 sm:text-xl dark:text-slate-100">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 text-left">
        <span
          role="img"
          aria-label={testimonial.image}
          className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-semibold text-white"
        >
          <span aria-hidden="true">{initials(testimonial.name)}</span>
        </span>
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.company}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Every testimonial is rendered on the server; the carousel only chooses which one shows. */
export function Testimonials({ testimonials, texts }: { testimonials: readonly Testimonial[]; texts: TestimonialTexts }) {
  const { rated, label, slide, pause, start, choose, show } = texts;
  return (
    <TestimonialCarousel
      texts={{ label, slide, pause, start, choose, show }}
      names={testimonials.map((testimonial) => testimonial.name)}
      slides={testimonials.map((testimonial) => (
        <TestimonialSlide key={testimonial.id} testimonial={testimonial} rated={rated} />
      ))}
    />
  );
}
