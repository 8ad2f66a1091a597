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

export const testimonials: readonly Testimonial[] = [
  {
    id: "priya-reddy",
    name: "Priya Reddy",
    company: "Kaveri Organics, Hyderabad",
    content:
      "Our Instagram went from a few likes a post to real orders every week. The team plans a month ahead, shoots in our store and reports every number in plain language.",
    rating: 5,
    image: "Smiling woman in a green kurta standing in an organic grocery store",
  },
  {
    id: "arjun-mehta",
    name: "Arjun Mehta",
    company: "Mehta Realty Group",
    content:
      "The walkthrough videos for our Gachibowli project were shot and edited in under a week. Site-visit bookings doubled during the launch month.",
    rating: 5,
    image: "Man in a navy blazer at a residential construction site",
  },
  {
    id: "sneha-iyer",
    name: "Dr. Sneha Iyer",
    company: "Sunrise Multispeciality Clinic",
    content:
      "They understood that healthcare marketing needs care and accuracy. Our Google Ads now bring steady appointment requests at a cost we can plan for.",
    rating: 5,
    image: "Doctor in a white coat smiling at a clinic reception desk",
  },
  {
    id: "rahul-varma",
    name: "Rahul Varma",
    company: "Chai Street Cafés",
    content:
      "Quick, creative and easy to work with. Our festive reels were ready on time for Sankranti and a couple of them went far beyond our usual reach.",
    rating: 4,
    image: "Young man holding a cup of chai outside a busy café",
  },
  {
    id: "farah-khan",
    name: "Farah Khan",
    company: "Bright Minds Learning Academy",
    content:
      "Our new website is fast, looks great on phones and parents can finally enquire about admissions online. The handover and training were excellent.",
    rating: 5,
    image: "Woman in a classroom with colourful charts on the wall behind her",
  },
];
