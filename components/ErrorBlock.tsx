import Link from 'next/link';
import styles from './ErrorBlock.module.css';

/** spec §2.3: a title, a text and an optional call-to-action button. */
export function ErrorBlock({
  title,
  text,
  cta,
}: {
  title: string;
  text: string;
  cta?: { href: string; label: string };
}) {
  return (
    // The error template, whatever the path: analytics reports its page as `error` (spec §2.3).
    <section className={styles.block} data-page-template="error">
      <h1>{title}</h1>
      <p>{text}</p>
      {cta ? (
        <Link className="button" href={cta.href}>
          {cta.label}
        </Link>
      ) : null}
    </section>
  );
}
