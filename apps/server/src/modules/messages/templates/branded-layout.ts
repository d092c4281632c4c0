import type { Organization } from '@openheloc/domain';
import type { MessageContent } from './message-content';

/** The lender's name, colour and contact lines around a message, as text and as HTML. */
export function brandedText(org: Organization, content: MessageContent): string {
  return [
    ...content.paragraphs,
    `${content.action.label}: ${content.action.url}`,
    '',
    '--',
    org.brandName,
    ...contactLines(org),
  ].join('\n\n');
}

export function brandedHtml(org: Organization, content: MessageContent): string {
  const brand = org.theme.brand['600'];
  const paragraphs = content.paragraphs
    .map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`)
    .join('\n');
  const contact = contactLines(org)
    .map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-top:6px solid ${brand};padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${brand}">${escapeHtml(org.brandName)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${brand};color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 24px;font-size:13px">If the button does not work, copy this address into your browser: ${escapeHtml(content.action.url)}</p>
<div style="border-top:1px solid #e5e7eb;padding-top:16px;font-size:12px;color:#4b5563">
${contact}
</div>
</div>
</body>
</html>
`;
}

function contactLines(org: Organization): string[] {
  const { footer } = org.footerData;
  return [
    `${footer.companyName}, NMLS #${footer.companyNMLS}`,
    `Questions? Call ${org.footerData.phoneFormatted} or write to ${org.theme.supportEmail}.`,
  ];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
