const HELOC_V1 = '/service-application/api/v1/application/heloc';

/** The signing API's paths for an application (and one of its closing documents). */
export const signingPaths = {
  view: (uuid: string) => `${HELOC_V1}/${uuid}/signing`,
  consent: (uuid: string) => `${HELOC_V1}/${uuid}/signing/consent`,
  content: (uuid: string, documentUuid: string) =>
    `${HELOC_V1}/${uuid}/signing/documents/${documentUuid}/content`,
  rendition: (uuid: string, documentUuid: string) =>
    `${HELOC_V1}/${uuid}/signing/documents/${documentUuid}/rendition`,
  signatures: (uuid: string, documentUuid: string) =>
    `${HELOC_V1}/${uuid}/signing/documents/${documentUuid}/signatures`,
  signed: (uuid: string, documentUuid: string) =>
    `${HELOC_V1}/${uuid}/signing/documents/${documentUuid}/signed`,
  agreed: (uuid: string, documentUuid: string) =>
    `${HELOC_V1}/${uuid}/signing/documents/${documentUuid}/agreed`,
  notarized: (uuid: string, documentUuid: string) =>
    `${HELOC_V1}/${uuid}/signing/documents/${documentUuid}/notarized`,
};

export const signingKey = (uuid: string) => ['signing', uuid] as const;
