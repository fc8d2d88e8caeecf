import styles from './SearchForm.module.css';

/** The search page's form: a GET to the page itself with the query in `q` (spec §2.1). */
export function SearchForm({
  action,
  label,
  submit,
  query = '',
}: {
  action: string;
  label: string;
  submit: string;
  query?: string;
}) {
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor="search-q" className="visually-hidden">
        {label}
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        defaultValue={query}
        className={styles.input}
        maxLength={200}
      />
      <button type="submit" className="button">
        {submit}
      </button>
    </form>
  );
}
