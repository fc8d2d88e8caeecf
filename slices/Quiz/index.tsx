import { asText, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QuizSteps, type QuizQuestion } from '@/client/slices/QuizSteps';
import { ProductCard } from '@/components/product/ProductCard';
import { RichText } from '@/components/RichText';
import { parseHandles } from '@/lib/handles';
import type { SliceContext } from '@/slices/context';
import { getProductCards } from '@/server/shopify/products';
import section from '../section.module.css';
import { SliceSection } from '../SliceSection';

export type QuizProps = SliceComponentProps<Content.QuizSlice, SliceContext>;

/**
 * A questionnaire whose answers vote for products. The product cards are rendered here, on the server,
 * and handed to the step-by-step island, which only decides which of them to show.
 */
export default async function Quiz({ slice, context }: QuizProps) {
  const { primary } = slice;
  const questions: QuizQuestion[] = primary.questions
    .map((question) => ({
      question: question.question ?? '',
      answers: question.answers
        .filter((answer) => answer.answer)
        .map((answer) => ({ answer: answer.answer!, handles: parseHandles(answer.product_handles) })),
    }))
    .filter((question) => question.question && question.answers.length > 0);
  if (questions.length === 0) return null;

  const t = await getTranslations({ locale: context.locale, namespace: 'slices.quiz' });
  const handles = [...new Set(questions.flatMap((q) => q.answers.flatMap((a) => a.handles)))];
  const products = await getProductCards(context.locale, handles);
  const cards: Record<string, ReactNode> = Object.fromEntries(
    products.map((product) => [
      product.handle,
      <ProductCard key={product.id} locale={context.locale} product={product} layout="quiz" />,
    ]),
  );
  const title = asText(primary.title);
  const headingId = `quiz-${slice.id}`;
  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={section.narrow}>
      <RichText field={primary.intro} name="quiz introduction" />
      <QuizSteps
        id={slice.id}
        questions={questions}
        cards={cards}
        labels={{
          progress: t('progress', { current: '{current}', total: '{total}' }),
          next: t('next'),
          back: t('back'),
          seeResult: t('seeResult'),
          restart: t('restart'),
          resultTitle: primary.result_title || t('resultTitle'),
          noResult: t('noResult'),
        }}
      />
    </SliceSection>
  );
}
