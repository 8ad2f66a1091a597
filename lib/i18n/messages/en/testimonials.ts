// The testimonials' English words by id; lib/catalogue/testimonials.ts holds
// their order, the clients' names and ratings.

/** Each testimonial's company, words and photo description, by id (the client's name is a name, not a word). */
export const testimonialWords = {
  "priya-reddy": {
    company: "Kaveri Organics, Hyderabad",
    content:
      "Our Instagram went from a few likes a post to real orders every week. The team plans a month ahead, shoots in our store and reports every number in plain language.",
    image: "Smiling woman in a green kurta standing in an organic grocery store",
  },
  "arjun-mehta": {
    company: "Mehta Realty Group",
    content:
      "The walkthrough videos for our Gachibowli project were shot and edited in under a week. Site-visit bookings doubled during the launch month.",
    image: "Man in a navy blazer at a residential construction site",
  },
  "sneha-iyer": {
    company: "Sunrise Multispeciality Clinic",
    content:
      "They understood that healthcare marketing needs care and accuracy. Our Google Ads now bring steady appointment requests at a cost we can plan for.",
    image: "Doctor in a white coat smiling at a clinic reception desk",
  },
  "rahul-varma": {
    company: "Chai Street Cafés",
    content:
      "Quick, creative and easy to work with. Our festive reels were ready on time for Sankranti and a couple of them went far beyond our usual reach.",
    image: "Young man holding a cup of chai outside a busy café",
  },
  "farah-khan": {
    company: "Bright Minds Learning Academy",
    content:
      "Our new website is fast, looks great on phones and parents can finally enquire about admissions online. The handover and training were excellent.",
    image: "Woman in a classroom with colourful charts on the wall behind her",
  },
};
