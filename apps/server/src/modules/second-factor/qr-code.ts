import QRCode from 'qrcode';

/** The QR code of an otpauth:// URI as SVG, for authenticator apps to scan. */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
