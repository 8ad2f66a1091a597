// The home carousel's clients in order, with their names and ratings; what
// each says, their company and their photo's description are words, by id.

/** A testimonial besides its words. */
export interface TestimonialFacts {
  id: string;
  name: string;
  /** Whole stars, 1 to 5. */
  rating: number;
}

export const testimonialFacts: readonly TestimonialFacts[] = [
  { id: "priya-reddy", name: "Priya Reddy", rating: 5 },
  { id: "arjun-mehta", name: "Arjun Mehta", rating: 5 },
  { id: "sneha-iyer", name: "Dr. Sneha Iyer", rating: 5 },
  { id: "rahul-varma", name: "Rahul Varma", rating: 4 },
  { id: "farah-khan", name: "Farah Khan", rating: 5 },
];
