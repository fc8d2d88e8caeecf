import Link from 'next/link';
import styles from './ErrorBlock.module.css';

/** spec §2.3: a title, a text and an optional call-to-action button (`h2` inside a page that has its h1). */
export function ErrorBlock({
  title,
  text,
  cta,
  heading: Heading = 'h1',
}: {
  title: string;
  text: string;
  cta?: { href: string; label: string };
  heading?: 'h1' | 'h2';
}) {
  return (
    // The error template, whatever the path: analytics reports its page as `error` (spec §2.3).
    <section className={styles.block} data-page-template="error">
      <Heading>{title}</Heading>
      <p>{text}</p>
      {cta ? (
        <Link className="button" href={cta.href}>
          {cta.label}
        </Link>
      ) : null}
    </section>
  );
}
