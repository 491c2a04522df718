export default function GroupList() {
  return null;
}
