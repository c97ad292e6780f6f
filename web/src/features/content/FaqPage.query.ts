import { graphql } from "react-relay";

// FaqPage's query, for relay-compiler only (its persisted id is what goes to the
// server): nothing imports this module at run time, so the page carries no Relay. Its loader
// sends the compiled operation (__generated__/FaqPageQuery.graphql) itself: relay/page-data.tsx.

export const query = graphql`
  query FaqPageQuery($query: String, $language: String) {
    faq(query: $query, language: $language) {
      id
      slug
      title
      html
      language
      audience
    }
  }
`;
