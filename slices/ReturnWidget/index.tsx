import { asText, isFilled, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/RichText';
import type { SliceContext } from '@/slices/context';
import section from '../section.module.css';
import styles from './ReturnWidget.module.css';
import { ContentLink } from '@/components/ContentLink';
import { SliceSection } from '../SliceSection';

export type ReturnWidgetProps = SliceComponentProps<Content.ReturnWidgetSlice, SliceContext>;

/**
 * How to return a piece, and the way to the returns portal. The portal's host differs between
 * production and staging (spec §7.3), so it is a Link field each environment's content sets.
 */
export default async function ReturnWidget({ slice, context }: ReturnWidgetProps) {
  const { primary } = slice;
  const t = await getTranslations({ locale: context.locale, namespace: 'slices' });
  const title = asText(primary.title);
  const headingId = `returns-${slice.id}`;
  const opensInNewTab =
    isFilled.link(primary.portal_link) &&
    'target' in primary.portal_link &&
    primary.portal_link.target === '_blank';
  return (
    <SliceSection
      slice={slice}
      title={title}
      headingId={headingId}
      className={styles.returns}
      titleClassName={section.formTitle}
    >
      <RichText field={primary.text} name="return widget text" />
      {isFilled.link(primary.portal_link) ? (
        <ContentLink field={primary.portal_link} className="button" rel="noopener">
          {primary.link_label || t('returns.start')}
          {opensInNewTab ? <span className="visually-hidden"> {t('newTab')}</span> : null}
        </ContentLink>
      ) : null}
    </SliceSection>
  );
}
