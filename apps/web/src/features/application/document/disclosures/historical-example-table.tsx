import { ScrollableTable } from '@/components/scrollable-table';
import {
  formatBasisPoints,
  formatCents,
  HISTORICAL_EXAMPLE_EXPLANATION,
  type HelocDisclosure,
} from '@openheloc/domain';

const PHASE_NOTE = { DRAW: '', REPAYMENT: ' (repaying)', PAID: ' (repaid)' } as const;

/**
 * Regulation Z §1026.40(d)(12)(xi): how $10,000 drawn 15 years ago would have fared at this
 * line's margin, as the prime rate of each January moved it.
 */
export function HistoricalExampleTable({ disclosure: d }: { disclosure: HelocDisclosure }) {
  return (
    <>
      <p>{HISTORICAL_EXAMPLE_EXPLANATION}</p>
      <ScrollableTable label="Historical example" framed={false}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Historical example for a $10,000 advance</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                Year
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Index
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Margin
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                APR
              </th>
              <th scope="col" className="py-2 text-right">
                Minimum monthly payment
              </th>
            </tr>
          </thead>
          <tbody>
            {d.historicalExample.map((row) => (
              <tr key={row.year} className="border-b border-line">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {row.year}
                </th>
                <td className="py-2 pr-3 text-right">{formatBasisPoints(row.primeRateBps, 2)}</td>
                <td className="py-2 pr-3 text-right">{formatBasisPoints(row.marginBps, 2)}</td>
                <td className="py-2 pr-3 text-right">{formatBasisPoints(row.aprBps, 2)}</td>
                <td className="py-2 text-right">
                  {formatCents(row.minimumMonthlyPayment, 2)}
                  {PHASE_NOTE[row.phase]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableTable>
    </>
  );
}
