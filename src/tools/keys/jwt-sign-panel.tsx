export default function JwtSignPanel() { return null }
