// The English words of the home page's own blocks (its title, hero and closing
// band are in page-texts.ts; its figures, reasons, services and testimonials
// in their catalogues). Templates take {name}-style values (lib/i18n/fill.ts).

export const homeTexts = {
  badge: "Digital media agency in Hyderabad",
  explore: "Explore Our Services",
  watch: "Watch Our Story",
  numbers: "Our numbers",
  services: {
    title: "Our Services",
    intro: "Everything your brand needs to be seen, remembered and chosen, with clear starting prices in rupees.",
    startingFrom: "Starting from",
    learnMore: "Learn More",
    about: " about {service}",
    viewAll: "View All Services",
  },
  whyChooseUs: {
    title: "Why Choose Us",
    intro: "A small, senior team that treats your brand like its own.",
    learnMore: "Learn More About Us",
  },
  testimonials: {
    title: "What Our Clients Say",
    intro: "Businesses across India on working with us.",
    label: "Client testimonials",
    rated: "Rated {rating} out of 5",
    slide: "{number} of {count}",
    pause: "Pause automatic rotation",
    start: "Start automatic rotation",
    choose: "Choose a testimonial",
    show: "Show testimonial {number}: {name}",
  },
};

export type HomeTexts = typeof homeTexts;
