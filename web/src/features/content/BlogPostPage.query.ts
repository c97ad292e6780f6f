import { graphql } from "react-relay";

// BlogPostPage's query, for relay-compiler only (its persisted id is what goes to the
// server): nothing imports this module at run time, so the page carries no Relay. Its loader
// sends the compiled operation (__generated__/BlogPostPageQuery.graphql) itself:
// relay/page-data.tsx.

export const query = graphql`
  query BlogPostPageQuery($slug: String!, $language: String) {
    blogPost(slug: $slug, language: $language) {
      title
      description
      html
      language
      publishAt
      author
      coverImageUrl
    }
  }
`;
