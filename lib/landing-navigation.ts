/** The campaign landing page's section navigation (spec §2.3). */

export interface LandingNavItem {
  sectionId: string;
  label: string;
}

/**
 * spec §2.3: the anchors come from the global setting of the landing type, or else from the page's own
 * section ids (the label is then the id made readable). Items without a usable id are left out.
 */
export function landingNavItems(
  globalItems: readonly { section_id: string | null; label: string | null }[],
  pageSectionIds: readonly (string | null | undefined)[],
): LandingNavItem[] {
  const fromSettings = globalItems.flatMap((item) =>
    item.section_id?.trim()
      ? [{ sectionId: item.section_id.trim(), label: item.label?.trim() || item.section_id }]
      : [],
  );
  if (fromSettings.length > 0) return fromSettings;
  return pageSectionIds.flatMap((id) => {
    const sectionId = id?.trim();
    if (!sectionId) return [];
    const words = sectionId.replace(/[-_]+/g, ' ');
    return [{ sectionId, label: words.charAt(0).toUpperCase() + words.slice(1) }];
  });
}
