import { graphql } from "react-relay";

// ContentPage's query, for relay-compiler only (its persisted id is what goes to the
// server): nothing imports this module at run time, so the page carries no Relay. Its loader
// sends the compiled operation (__generated__/ContentPageQuery.graphql) itself:
// relay/page-data.tsx.

export const query = graphql`
  query ContentPageQuery($slug: String!, $language: String) {
    contentPage(slug: $slug, language: $language) {
      title
      description
      html
      language
      updatedAt
    }
  }
`;
