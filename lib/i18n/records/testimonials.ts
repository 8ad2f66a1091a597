import { testimonialFacts, type TestimonialFacts } from "@/lib/catalogue/testimonials";
import { testimonialWords } from "@/lib/i18n/messages/en/testimonials";
import type { SiteTexts } from "../texts";
import { wordsOf } from "../words";

/** A client's words on the home carousel. The spec hides the real texts: these are samples. */
export interface Testimonial extends TestimonialFacts {
  company: string;
  content: string;
  /** Describes the client's photo; shown as the avatar's accessible name. */
  image: string;
}

/** The testimonials with a language's words laid over them by id. */
export function testimonialsWith(words: SiteTexts["catalogue"]["testimonials"]): Testimonial[] {
  return testimonialFacts.map((facts) => {
    const { company, content, image } = wordsOf(words, facts.id);
    return { ...facts, company, content, image };
  });
}

/** The testimonials in English. */
export const testimonials: readonly Testimonial[] = testimonialsWith(testimonialWords);
