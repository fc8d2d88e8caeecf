'use client';

import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import Link from 'next/link';
import { useRef, useState } from 'react';
import styles from './FooterStrip.module.css';

interface StripItem {
  image: { src: string; alt: string };
  name: string;
  label: string;
  href: string | null;
}

/** Footer strip slider (spec §2.3): a row on large screens, a swipeable slider with dots on small ones. */
export function FooterStrip({
  items,
  label,
  slideLabel,
}: {
  items: StripItem[];
  label: string;
  slideLabel: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  const onScroll = () => {
    const element = list.current;
    if (!element || element.clientWidth === 0) return;
    setActive(Math.round(element.scrollLeft / element.clientWidth));
  };
  const goTo = (index: number) => {
    const element = list.current;
    element?.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <section className={styles.strip} aria-label={label} data-testid="footer-strip">
      <ul ref={list} className={styles.list} onScroll={onScroll}>
        {items.map((item, index) => {
          const content = (
            <>
              <FixedWidthImg
                src={item.image.src}
                alt={item.image.alt}
                width={72}
                height={72}
                className={styles.image}
              />
              <span className={styles.text}>
                <strong>{item.name}</strong>
                <span>{item.label}</span>
              </span>
            </>
          );
          return (
            <li key={index} className={styles.item}>
              {item.href ? (
                <Link href={item.href} className={styles.link}>
                  {content}
                </Link>
              ) : (
                <div className={styles.link}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.dots}>
        {items.map((_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={slideLabel.replace('{number}', String(index + 1).padStart(2, '0'))}
            aria-current={active === index ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
