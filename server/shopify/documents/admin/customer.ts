// The customer's own record, written through the Admin API (spec §7.2 customers/*): the shop resolves
// the customer id from the session's access token, never from what a request names.

export const CUSTOMER_LOCALE_UPDATE_MUTATION = `#graphql
  mutation CustomerLocaleUpdate($input: CustomerInput!) {
    customerUpdate(input: $input) {
      customer {
        id
        locale
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_TAGS_ADD_MUTATION = `#graphql
  mutation CustomerTagsAdd($id: ID!, $tags: [String!]!) {
    tagsAdd(id: $id, tags: $tags) {
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_TAGS_REMOVE_MUTATION = `#graphql
  mutation CustomerTagsRemove($id: ID!, $tags: [String!]!) {
    tagsRemove(id: $id, tags: $tags) {
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_METAFIELDS_SET_MUTATION = `#graphql
  mutation CustomerMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        key
        value
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;
