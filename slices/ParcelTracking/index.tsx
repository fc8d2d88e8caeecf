import { asText, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { ParcelTrackingForm } from '@/client/slices/ParcelTrackingForm';
import { RichText } from '@/components/RichText';
import { isTrackingTemplate, type TrackingField } from '@/lib/tracking';
import type { SliceContext } from '@/slices/context';
import section from '../section.module.css';
import { SliceSection } from '../SliceSection';

export type ParcelTrackingProps = SliceComponentProps<Content.ParcelTrackingSlice, SliceContext>;

const fieldsOf: Record<Content.ParcelTrackingSlice['variation'], TrackingField[]> = {
  tracking_number: ['tracking_number'],
  order: ['order_number', 'email'],
};

/** Sends the shopper to the carrier's tracking page (the editor's URL template) in a new tab. */
export default async function ParcelTracking({ slice, context }: ParcelTrackingProps) {
  const { primary } = slice;
  const fields = fieldsOf[slice.variation];
  if (!isTrackingTemplate(primary.tracking_url, fields)) {
    console.warn(
      `[parcel_tracking] ${slice.id}: tracking_url must be an https URL with {${fields.join('}, {')}}`,
    );
    return null;
  }
  const t = await getTranslations({ locale: context.locale, namespace: 'slices' });
  const title = asText(primary.title);
  const headingId = `tracking-${slice.id}`;
  return (
    <SliceSection
      slice={slice}
      title={title}
      headingId={headingId}
      className={section.form}
      titleClassName={section.formTitle}
      withVariation
    >
      <RichText field={primary.text} name="parcel tracking text" />
      <ParcelTrackingForm
        id={slice.id}
        template={primary.tracking_url!}
        fields={fields}
        labels={{
          tracking_number: t('tracking.trackingNumber'),
          order_number: t('tracking.orderNumber'),
          email: t('tracking.email'),
          submit: t('tracking.submit'),
          newTab: t('newTab'),
          invalid: t('tracking.invalid'),
        }}
      />
    </SliceSection>
  );
}
