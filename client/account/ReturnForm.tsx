'use client';

import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import { RadioGroupField, SelectField, TextAreaField } from '@/client/forms/Field';
import { useShopForm } from '@/client/forms/useShopForm';
import { returnNoteMaxLength, returnReasons } from '@/lib/form-options';
import type { FormRules } from '@/lib/form-schemas';
import { requestReturnAction } from '@/server/actions/returns';
import { AccountForm } from './AccountForm';
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
  rules,
}: AccountFormProps & { order: string; lines: ReturnableLineOption[]; rules: FormRules<'returnRequest'> }) {
  const shop = useShopForm('return-request', rules, requestReturnAction, {
    defaultValue: { order, quantity: '1', ...(lines.length === 1 ? { line: lines[0]!.id } : {}) },
  });
  const { fields } = shop;
  const label = (name: string) => labels[`fields.${name}`]!;
  const most = Math.max(1, ...lines.map((line) => line.quantity));
  return (
    <AccountForm
      shop={shop}
      locale={locale}
      labels={labels}
      templates={templates}
      testId="return-form"
      hidden={{ order }}
      submitLabel={labels['returns.submit']!}
    >
      <RadioGroupField
        field={fields.line}
        legend={label('line')}
        templates={templates}
        options={lines.map((line) => ({
          value: line.id,
          label: (
            <>
              {line.imageUrl ? <FixedWidthImg src={line.imageUrl} alt="" width={48} height={60} /> : null}
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
    </AccountForm>
  );
}
