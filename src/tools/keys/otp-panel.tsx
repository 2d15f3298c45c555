export default function OtpPanel() { return null }
