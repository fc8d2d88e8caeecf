'use client';

import Image from 'next/image';
import { getFormProps } from '@conform-to/react';
import { RadioGroupField, SelectField, TextAreaField } from '@/client/forms/Field';
import { FormAlert } from '@/client/forms/FormAlert';
import { useShopForm } from '@/client/forms/useShopForm';
import styles from '@/client/forms/Form.module.css';
import { returnNoteMaxLength, returnReasons, returnRequestSchema } from '@/lib/validation';
import { requestReturnAction } from '@/server/actions/returns';
import type { AccountFormProps } from './types';

export interface ReturnableLineOption {
  id: string;
  name: string;
  quantity: number;
  imageUrl: string | null;
}

/** spec §2.1 account `return_product`: one returnable line of an order, how many, a reason and a note. */
export function ReturnForm({
  locale,
  labels,
  templates,
  order,
  lines,
}: AccountFormProps & { order: string; lines: ReturnableLineOption[] }) {
  const { state, formAction, pending, form, fields, formRef, onSubmit } = useShopForm(
    'return-request',
    returnRequestSchema,
    requestReturnAction,
    { order, quantity: '1', ...(lines.length === 1 ? { line: lines[0]!.id } : {}) },
  );
  const label = (name: string) => labels[`fields.${name}`]!;
  const most = Math.max(1, ...lines.map((line) => line.quantity));
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      data-testid="return-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={fields.order.name} value={order} />
      <FormAlert form={form} state={state} templates={templates} />
      <RadioGroupField
        field={fields.line}
        legend={label('line')}
        templates={templates}
        options={lines.map((line) => ({
          value: line.id,
          label: (
            <>
              {line.imageUrl ? (
                <Image src={line.imageUrl} alt="" width={48} height={60} sizes="48px" />
              ) : null}
              <span>
                {line.name} · {labels['returns.returnable']!.replace('{count}', String(line.quantity))}
              </span>
            </>
          ),
        }))}
      />
      <SelectField
        field={fields.quantity}
        label={label('quantity')}
        templates={templates}
        options={Array.from({ length: most }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
      />
      <SelectField
        field={fields.reason}
        label={label('reason')}
        templates={templates}
        options={[
          { value: '', label: labels['returns.chooseReason']! },
          ...returnReasons.map((reason) => ({ value: reason, label: labels[`returns.reasons.${reason}`]! })),
        ]}
      />
      <TextAreaField
        field={fields.note}
        label={label('note')}
        templates={templates}
        maxLength={returnNoteMaxLength}
      />
      <p className={styles.hint}>{labels.requiredNote}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? labels.sending : labels['returns.submit']}
        </button>
      </div>
    </form>
  );
}
