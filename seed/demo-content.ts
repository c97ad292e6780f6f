import type { Row } from "./insert.js";

// Landing-page testimonials from workers and employers.

const TESTIMONIALS = [
  {
    name: "Ramesh Yadav",
    role: "Mason, Lucknow",
    content:
      "I found work at a building site two days after registering. The contractor paid every " +
      "Saturday, just as the job post said.",
    rating: 5,
  },
  {
    name: "Anil Shinde",
    role: "Owner, Shinde Constructions, Nashik",
    content:
      "We needed twenty labourers for a slab in one week. Local workers called the same day, " +
      "and their ratings helped us choose.",
    rating: 5,
  },
  {
    name: "Lakshmi Murugesan",
    role: "Housekeeping Staff, Chennai",
    content:
      "I did not know how to look for jobs on the phone. KaamSetu is simple, and the hospital " +
      "job I got is close to my home.",
    rating: 5,
  },
  {
    name: "Priya Sharma",
    role: "HR Manager, Apex Auto Components, Pune",
    content:
      "Hiring machine operators through agents took a month. Now we shortlist from verified " +
      "profiles and fill positions within a week.",
    rating: 5,
  },
  {
    name: "Sourav Das",
    role: "Electrician, Kolkata",
    content:
      "The employer rated my work after the job. That rating got me my next two jobs in the " +
      "same area.",
    rating: 4,
  },
  {
    name: "Venkatesh Reddy",
    role: "Civil Contractor, Hyderabad",
    content:
      "Posting a job takes two minutes and I can call applicants directly. No middlemen and no " +
      "commission.",
    rating: 4,
  },
  {
    name: "Gurpreet Singh",
    role: "Driver, Ludhiana",
    content:
      "I got a permanent driver job with a family. The salary and timings were written clearly, " +
      "so there was no confusion later.",
    rating: 5,
  },
  {
    name: "Kavitha Nair",
    role: "Beautician, Kochi",
    content:
      "I found a salon job near my home with a fixed monthly salary, better than what I earned " +
      "before.",
    rating: 4,
  },
];

/** The landing page's testimonials, published in this order, in English ("Mason, Lucknow": role, place). */
export function planTestimonials(now: Date): Row[] {
  return TESTIMONIALS.map(({ name, role: roleAndPlace, content, rating }, i) => {
    const at = roleAndPlace.lastIndexOf(", ");
    return {
      name,
      role: at < 0 ? roleAndPlace : roleAndPlace.slice(0, at),
      place: at < 0 ? "" : roleAndPlace.slice(at + 2),
      content,
      rating,
      image_url: null,
      language: "en",
      status: "published",
      sort_order: i + 1,
      created_at: now,
    };
  });
}
