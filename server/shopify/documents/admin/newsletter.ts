export const NEWSLETTER_CUSTOMER_QUERY = `#graphql
  query NewsletterCustomer($email: String!) {
    customerByIdentifier(identifier: { emailAddress: $email }) {
      id
    }
  }
` as const;

export const NEWSLETTER_CUSTOMER_CREATE = `#graphql
  mutation NewsletterCustomerCreate($input: CustomerInput!) {
    customerCreate(input: $input) {
      customer {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const NEWSLETTER_TAGS_ADD = `#graphql
  mutation NewsletterTagsAdd($id: ID!, $tags: [String!]!) {
    tagsAdd(id: $id, tags: $tags) {
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const NEWSLETTER_CONSENT_UPDATE = `#graphql
  mutation NewsletterConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {
    customerEmailMarketingConsentUpdate(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
` as const;
