import { useOrganization } from '@/lib/organization/organization-context';

/**
 * Why the questions are asked (Regulation C, appendix B), for an application taken online: the
 * in-person rule about visual observation or surname is stated, and that it does not apply here.
 */
export function HmdaExplanation() {
  const { legalName } = useOrganization().meta.companyInfo;
  return (
    <div className="mb-8 space-y-3">
      <p>
        The federal government asks for this information to monitor compliance with fair lending
        laws: equal credit opportunity, fair housing and home mortgage disclosure laws. It helps
        make sure that all applicants are treated fairly and that the housing needs of communities
        are met.
      </p>
      <p>
        You do not have to provide it, but we encourage you to. You may choose more than one answer
        for each question. The law says {legalName} may not discriminate on the basis of this
        information, or on whether you choose to provide it.
      </p>
      <p>
        When an application is taken in person and the applicant does not provide this information,
        federal regulations require the lender to note it on the basis of visual observation or
        surname. You are applying online, so if you choose &lsquo;I do not wish to provide this
        information&rsquo;, we record only that you chose not to provide it.
      </p>
    </div>
  );
}
