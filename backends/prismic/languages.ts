/** The repository's languages, as Prismic lists them; the first is the master language. */
export const repositoryLanguages = [
  { id: 'en-us', name: 'English - United States', is_master: true },
  { id: 'fr-fr', name: 'French - France', is_master: false },
  { id: 'es-es', name: 'Spanish - Spain', is_master: false },
  { id: 'ja-jp', name: 'Japanese - Japan', is_master: false },
] as const;

export const masterLanguage = repositoryLanguages[0].id;

export function isRepositoryLanguage(lang: string): boolean {
  return repositoryLanguages.some((language) => language.id === lang);
}
