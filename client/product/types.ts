import type { BodyMeasurementKey } from '@/lib/size-guide';

/** The size guide's labels: SizeGuide and SizeFinder show them, components/product reads them. */
export interface SizeGuideLabels {
  open: string;
  title: string;
  close: string;
  sizeInformation: string;
  chart: string;
  size: string;
  findYourSize: string;
  /** Per measurement key: the field label with its unit. */
  fields: Record<BodyMeasurementKey, string>;
  /** Templates with {size}. */
  recommendedSize: string;
  ringSize: string;
  shoeSize: string;
  outOfRange: string;
}
