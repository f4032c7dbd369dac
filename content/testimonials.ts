export type Testimonial = { id: string; quote: string; name: string; role: string; company: string };

/** PLACEHOLDER testimonials: representative of the feedback the owner will supply, with names to replace. */
export const testimonials = [
  {
    id: "msp-director",
    quote:
      "One 20-minute interview gave us three months of posts and the customer video our sales team now sends before every proposal. Prospects arrive on calls saying they feel like they already know us.",
    name: "James Okafor",
    role: "Managing Director",
    company: "Northbridge IT Services",
  },
  {
    id: "vendor-channel-lead",
    quote:
      "We'd spent a fortune on our partner summit and had a folder of photos to show for it. This time we left with a year of partner stories, and recruitment conversations have never been easier.",
    name: "Priya Raman",
    role: "Head of Channel, EMEA",
    company: "CloudShield Security",
  },
] as const satisfies readonly Testimonial[];

export const testimonialsCopy = {
  eyebrow: "What clients say",
  heading: "Don't take our word for it",
} as const;
