// The words are the English message catalogue's (lib/i18n/messages/en/testimonials.ts).
import { testimonialWords } from "@/lib/i18n/messages/en/testimonials";

/** A client's words on the home carousel. The spec hides the real texts: these are samples. */
export interface Testimonial {
  id: string;
  name: string;
  company: string;
  content: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Describes the client's photo; shown as the avatar's accessible name. */
  image: string;
}

/** The testimonials in order: each client's name and rating. */
const testimonialFacts: readonly { id: keyof typeof testimonialWords; name: string; rating: number }[] = [
  { id: "priya-reddy", name: "Priya Reddy", rating: 5 },
  { id: "arjun-mehta", name: "Arjun Mehta", rating: 5 },
  { id: "sneha-iyer", name: "Dr. Sneha Iyer", rating: 5 },
  { id: "rahul-varma", name: "Rahul Varma", rating: 4 },
  { id: "farah-khan", name: "Farah Khan", rating: 5 },
];

/** The testimonials in English. */
export const testimonials: readonly Testimonial[] = testimonialFacts.map(({ id, name, rating }) => {
  const { company, content, image } = testimonialWords[id];
  return { id, name, company, content, rating, image };
});
