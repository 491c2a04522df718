export default function GroupHome() {
  return null;
}
