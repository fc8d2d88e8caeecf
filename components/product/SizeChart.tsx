import { clothingChart, clothingMeasurementKeys, clothingSizes } from '@/lib/size-guide';
import type { SizeGuideLabels } from '@/client/product/types';
import styles from '@/client/product/SizeGuide.module.css';

/** The size guide's text and the maison's chart, rendered on the server: no chart data in the page's scripts. */
export function SizeChart({
  sizeInformation,
  labels,
}: {
  sizeInformation: string | null;
  labels: SizeGuideLabels;
}) {
  return (
    <>
      {sizeInformation ? (
        <section>
          <h3>{labels.sizeInformation}</h3>
          <p className={styles.information}>{sizeInformation}</p>
        </section>
      ) : null}
      <section>
        <h3>{labels.chart}</h3>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{labels.size}</th>
                {clothingMeasurementKeys.map((key) => (
                  <th key={key} scope="col">
                    {labels.fields[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {clothingSizes.map((size, index) => (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  {clothingMeasurementKeys.map((key) => (
                    <td key={key}>{clothingChart[key][index]!.join('–')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
