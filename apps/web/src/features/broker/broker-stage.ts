/** Where a referred application stands, in the words the broker's list uses. */
export function brokerStageLabel(state: string): string {
  switch (state) {
    case 'DECLINED':
      return 'Declined';
    case 'CANCELLED':
      return 'Cancelled';
    case 'COMPLETE':
      return 'Funded';
    default:
      return 'In progress';
  }
}
