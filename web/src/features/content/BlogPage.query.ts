import { graphql } from "react-relay";

// BlogPage's query, for relay-compiler only (its persisted id is what goes to the
// server): nothing imports this module at run time, so the page carries no Relay. Its loader
// sends the compiled operation (__generated__/BlogPageQuery.graphql) itself: relay/page-data.tsx.

export const query = graphql`
  query BlogPageQuery($page: Int!, $language: String) {
    blogPosts(page: $page, language: $language) {
      page
      pageCount
      posts {
        id
        slug
        title
        summary
        language
        publishAt
        author
        coverImageUrl
      }
    }
  }
`;
