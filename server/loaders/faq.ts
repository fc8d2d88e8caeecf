import 'server-only';
import { asText, type Content } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { getAllDocuments } from '../prismic/lists';
import { getPageDocument } from './content';

export interface FaqTopic {
  id: string;
  name: string;
  items: { uid: string; question: string; url: string }[];
}

/** The FAQ items grouped by topic, topics in the order of their first item, items by their order. */
export async function getFaqTopics(locale: Locale): Promise<FaqTopic[]> {
  const items = await getAllDocuments<Content.FaqPageItemDocument>(locale, 'faq_page_item');
  const sorted = [...items].sort(
    (a, b) => (a.data.order ?? Number.MAX_SAFE_INTEGER) - (b.data.order ?? Number.MAX_SAFE_INTEGER),
  );
  const topics = new Map<string, FaqTopic>();
  for (const item of sorted) {
    const name = item.data.topic?.trim() || '';
    const topic = topics.get(name) ?? { id: String(topics.size + 1), name, items: [] };
    topic.items.push({ uid: item.uid, question: asText(item.data.question), url: item.url ?? '' });
    topics.set(name, topic);
  }
  return [...topics.values()];
}

export function getFaqPage(locale: Locale) {
  return getPageDocument<Content.FaqPageDocument>(locale, 'faq_page');
}

export function getFaqItem(locale: Locale, uid: string) {
  return getPageDocument<Content.FaqPageItemDocument>(locale, 'faq_page_item', uid);
}
