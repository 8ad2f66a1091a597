// The portfolio's English words (filters, projects, highlights), by id;
// lib/catalogue/portfolio.ts holds their order, services, icons, clients and figures.

export const portfolioWords = {
  categories: {
    social: "Social Media",
    production: "Production",
    editing: "Video Editing",
    marketing: "Digital Marketing",
    web: "Web Development",
  },
  allProjects: "All Projects",
  // The spec hides the nine projects' texts: these are representative samples.
  projects: {
    "organic-store-instagram": {
      title: "Instagram Growth for an Organic Store",
      description: "A three-month content calendar, in-store photo shoots and weekly reels that turned followers into repeat customers.",
      image: "Flat lay of fresh produce and organic products arranged for an Instagram post",
      results: "3x follower growth and 40% of weekly orders from Instagram",
    },
    "cafe-festive-campaign": {
      title: "Sankranti Festive Campaign",
      description:
        "A festival campaign across Instagram and Facebook with bilingual Telugu-English creatives and influencer collaborations.",
      image: "Colourful kites and cups of chai in a festive café setting",
      results: "1.2 million reach and a 65% rise in footfall during the festival week",
    },
    "real-estate-walkthrough": {
      title: "Residential Project Walkthrough Shoot",
      description: "Cinema cameras, gimbals and drone-ready lighting rented for a two-day shoot of a gated community launch.",
      image: "Camera crew filming a modern apartment tower at golden hour",
      results: "Shot on schedule in two days; site-visit bookings doubled in the launch month",
    },
    "corporate-interview-series": {
      title: "Leadership Interview Series",
      description:
        "A complete interview kit (two cameras, three-point lighting and wireless audio) for a company's 12-part leadership series.",
      image: "Interview set with two cameras, soft lights and a presenter in a chair",
      results: "12 episodes recorded in three days with broadcast-quality sound",
    },
    "clinic-explainer-reels": {
      title: "Patient Education Reels",
      description: "Short, captioned reels explaining common procedures, edited from doctors' raw footage with motion graphics.",
      image: "Vertical phone frames showing a doctor explaining a treatment with on-screen captions",
      results: "20 reels delivered; average watch time up 55%",
    },
    "wedding-film-edit": {
      title: "Wedding Highlight Film",
      description: "A cinematic eight-minute highlight film and three teaser reels, colour graded and scored, from 14 hours of footage.",
      image: "Couple in traditional wedding attire under marigold decorations",
      results: "Delivered in 10 days; the teaser reached 300,000 views organically",
    },
    "academy-admissions-ads": {
      title: "Admissions Lead Generation",
      description: "Google Search and Meta lead ads with landing-page optimisation for the academic year's admission season.",
      image: "Dashboard chart of rising admission enquiries beside a school building",
      results: "2.5x admission enquiries at 38% lower cost per lead",
    },
    "d2c-brand-seo": {
      title: "SEO and Performance Marketing for a D2C Brand",
      description: "Technical SEO, product-page content and retargeting campaigns for a handloom sarees brand selling across India.",
      image: "Handloom sarees displayed on an online store shown on a laptop",
      results: "250% return on ad spend and 4x organic traffic in six months",
    },
    "ngo-website": {
      title: "Website for a Non-Profit",
      description: "A fast, accessible website with an online donation flow, volunteer sign-up and a simple content editor for the team.",
      image: "Responsive website for a children's education charity shown on a phone and a laptop",
      results: "Online donations up 80%; pages load in under two seconds on mobile",
    },
  },
  highlights: {
    projects: "Projects",
    satisfaction: "Satisfaction",
    roi: "Average ROI Increase",
    industries: "Industries",
  },
};
