import 'server-only';
import { setCustomerMetafields, type CustomerMetafield } from './own-record';

/** spec §3 Customer metafields birthday (a date) and gender (male, female, other). */
export interface ProfileFields {
  birthday?: string | undefined;
  gender?: 'male' | 'female' | 'other' | undefined;
}

/**
 * Writes the profile metafields that are given (an empty choice keeps what is stored: the Admin API
 * refuses blank values, and forgetting a birthday is a request to client services). Shared by the
 * account form and `POST /api/customers/set-metafields/`.
 */
export async function saveProfile(customerId: string, { birthday, gender }: ProfileFields) {
  const metafields: CustomerMetafield[] = [
    ...(birthday ? [{ key: 'birthday', type: 'date' as const, value: birthday }] : []),
    ...(gender ? [{ key: 'gender', type: 'single_line_text_field' as const, value: gender }] : []),
  ];
  return metafields.length > 0
    ? setCustomerMetafields(customerId, metafields)
    : { ok: true as const, value: true as const };
}
