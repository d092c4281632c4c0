import { ScrollableTable } from '@/components/scrollable-table';
interface SharingRow {
  reason: string;
  example?: string;
  weShare: 'Yes' | 'No';
  canLimit: 'Yes' | 'No' | 'We don’t share';
}

/** The notice's table: the reasons a lender may share, whether this one does, and your say. */
const ROWS: readonly SharingRow[] = [
  {
    reason: 'For our everyday business purposes',
    example:
      'such as to process your application, run your account, report to credit bureaus, or answer court orders and legal investigations',
    weShare: 'Yes',
    canLimit: 'No',
  },
  {
    reason: 'For our marketing purposes',
    example: 'to offer our own products and services to you',
    weShare: 'Yes',
    canLimit: 'No',
  },
  {
    reason: 'For joint marketing with other financial companies',
    weShare: 'No',
    canLimit: 'We don’t share',
  },
  {
    reason: 'For our affiliates’ everyday business purposes',
    example: 'information about your transactions, experiences or creditworthiness',
    weShare: 'No',
    canLimit: 'We don’t share',
  },
  { reason: 'For our affiliates to market to you', weShare: 'No', canLimit: 'We don’t share' },
  {
    reason: 'For companies outside our family to market to you',
    weShare: 'No',
    canLimit: 'We don’t share',
  },
];

/** Who we share with and why, as the federal model privacy notice sets it out. */
export function SharingTable({ lenderName }: { lenderName: string }) {
  return (
    <ScrollableTable label={`Reasons ${lenderName} can share your personal information`}>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          Reasons {lenderName} can share your personal information
        </caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="p-3 font-semibold sm:p-4">
              Reason we can share your personal information
            </th>
            <th scope="col" className="p-3 font-semibold sm:p-4">
              Do we share?
            </th>
            <th scope="col" className="p-3 font-semibold sm:p-4">
              Can you limit this sharing?
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.reason} className="border-t border-line align-top">
              <th scope="row" className="p-3 font-normal sm:p-4">
                <span className="font-semibold">{row.reason}</span>
                {row.example ? <span className="text-muted"> — {row.example}</span> : null}
              </th>
              <td className="p-3 sm:p-4">{row.weShare}</td>
              <td className="p-3 sm:p-4">{row.canLimit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
