import { graphql } from "react-relay";

// The landing page's testimonials and logos, one operation. This module only
// holds the document for relay-compiler (its persisted id is what goes to the server); nothing
// imports it at run time, so the landing page carries no Relay: showcase.ts sends the compiled
// operation (../../__generated__/LandingShowcaseQuery.graphql) with a plain fetch, or in-process
// while the server draws the page.

export const landingShowcaseQuery = graphql`
  query LandingShowcaseQuery($first: Int!, $language: String) {
    testimonials(first: $first, language: $language) {
      id
      name
      role
      place
      content
      rating
      imageUrl
    }
    partnerLogos {
      id
      kind
      name
      logoUrl
      linkUrl
    }
  }
`;
