import type { Db } from '../../db';
import type { CustomerRow } from './rows';

export function customerById(db: Db, id: number): CustomerRow | null {
  return db.get<CustomerRow>('SELECT * FROM customers WHERE id = ?', [id]) ?? null;
}

/** E-mail comparison is case-insensitive (the column is COLLATE NOCASE). */
export function customerByEmail(db: Db, email: string): CustomerRow | null {
  return db.get<CustomerRow>('SELECT * FROM customers WHERE email = ?', [email.trim()]) ?? null;
}

export function phoneTaken(db: Db, phone: string, exceptCustomerId: number | null): boolean {
  return (
    db.get('SELECT id FROM customers WHERE phone = ? AND id IS NOT ?', [phone, exceptCustomerId]) !==
    undefined
  );
}

type CustomerPatch = Partial<Omit<CustomerRow, 'id' | 'created_at' | 'updated_at'>>;

export function insertCustomer(db: Db, fields: CustomerPatch & { email: string }): number {
  const now = new Date().toISOString();
  const row = { ...fields, created_at: now, updated_at: now };
  const columns = Object.keys(row);
  return db.run(
    `INSERT INTO customers (${columns.join(', ')}) VALUES (${columns.map((column) => `:${column}`).join(', ')})`,
    row,
  ).lastId;
}

/** Writes the given columns and bumps updated_at. */
export function updateCustomer(db: Db, id: number, patch: CustomerPatch): void {
  const assignments = [
    ...Object.keys(patch).map((column) => `${column} = :${column}`),
    'updated_at = :updated_at',
  ];
  db.run(`UPDATE customers SET ${assignments.join(', ')} WHERE id = :id`, {
    ...patch,
    updated_at: new Date().toISOString(),
    id,
  });
}
