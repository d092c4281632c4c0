/** The notice's words live in the domain: the screen and the e-mailed PDF say the same. */
export {
  FCRA_RIGHTS,
  scoreRangeText,
  showsCreditReportRights,
  usedCreditReport,
} from '@openheloc/domain';
