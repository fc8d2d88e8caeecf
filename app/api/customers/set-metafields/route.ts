import { z } from 'zod';
import { birthdayField, genderField } from '@/lib/validation/account';
import { customerEndpoint } from '@/server/api/customer-endpoint';
import { saveProfile } from '@/server/customer/profile';

/** Built per request: the latest birthday allowed is ten years before today (spec §5). */
const bodySchema = () =>
  z
    .object({ birthday: birthdayField(new Date()).optional(), gender: genderField.optional() })
    .refine(({ birthday, gender }) => birthday !== undefined || gender !== undefined, 'nothing to set');

/** spec §7.2 `POST /api/customers/set-metafields/` with `{ birthday?, gender? }` (spec §3 metafields). */
export async function POST(request: Request) {
  return customerEndpoint(bodySchema(), saveProfile)(request);
}
